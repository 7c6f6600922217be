import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX, pageOf, StoreCategoryWithCountSchema } from './catalogue.ts';

// Back-office category writes (issue 10; back-office.md sections 3, 5 and 9). The messages are the spec's.

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_DESCRIPTION_MIN = 10;
/** Category pictures: at most 10 MB, scaled to fit within 800 x 600 (section 9). */
export const CATEGORY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CATEGORY_IMAGE_BOUNDS = { width: 800, height: 600 } as const;
export const CATEGORY_PRICE_ORDER = 'End price must be greater than start price';
export const CATEGORY_CHANGED_ELSEWHERE = 'This category was changed by someone else; reload to see their changes';
export const CATEGORY_PAGE_SIZES = [10, 25, 50] as const;

/** The 409 of deleting a category that still has products: say so rather than orphan them (issue 10). */
export function categoryStillHasProducts(count: number): string {
  return `This category still has ${count} product${count === 1 ? '' : 's'}; move or delete them first`;
}

/** The product count in a `categoryStillHasProducts` sentence, so a client can say it in its own language. */
export function productCountOfRefusal(message: string): number | null {
  const match = /^This category still has (\d+) products?; move or delete them first$/.exec(message);
  return match ? Number(match[1]) : null;
}

/** An empty form field or a missing key reads as missing; text from a form as a number. */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
}

/** '' and null both mean "none" for optional texts. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `At most ${max} characters`).nullable().optional(),
  );

const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

function price(which: 'Start' | 'End') {
  const required = `${which} price is required`;
  const whole = `${which} price must be a whole number of rupiah`;
  return z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : whole) })
      .int(whole)
      .min(0, `${which} price must be 0 or greater`)
      .max(DB_INT_MAX, `${which} price is too large`),
  );
}

/** The category fields staff edit, with the spec's rules; the form and the server validate with this. */
export const CategoryFieldsSchema = z.object({
  categoryName: requiredText('Category name is required')
    .min(CATEGORY_NAME_MIN, 'Category name must be at least 2 characters')
    .max(100, 'Category name must be at most 100 characters'),
  description: requiredText('Description is required')
    .min(CATEGORY_DESCRIPTION_MIN, 'Description must be at least 10 characters')
    .max(2000, 'Description must be at most 2000 characters'),
  priceRangeStart: price('Start'),
  priceRangeEnd: price('End'),
  isPopular: z
    .preprocess((value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value), z.boolean())
    .optional(),
  categoryNameEn: optionalText(100),
  descriptionEn: optionalText(2000),
  imageKey: optionalText(100).describe('A key answered by an image upload; null removes the picture'),
  imageUrl: optionalText(15_000_000).describe(
    "A data URL ('data:image/...'), raw base64, or a /media URL of this shop; processed like an upload. Null removes the picture",
  ),
  version: z
    .preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX))
    .optional()
    .describe('The version the editor loaded; a newer stored version answers 409'),
});

/**
 * Body of POST /api/CrabClawCategories and PUT /api/CrabClawCategories/{categoryID}: the spec's fields,
 * the English texts, and the picture. If both prices are nonzero the start must be lower (equal fails).
 */
export const CategoryAdminSchema = CategoryFieldsSchema.refine(
  (value) => value.priceRangeStart === 0 || value.priceRangeEnd === 0 || value.priceRangeStart < value.priceRangeEnd,
  { message: CATEGORY_PRICE_ORDER, path: ['priceRangeEnd'] },
);
export type CategoryAdminInput = z.output<typeof CategoryAdminSchema>;
/** What the form holds before validation (prices may still be text). */
export type CategoryAdminFormValues = z.input<typeof CategoryAdminSchema>;

export const CategoryStatusSchema = z.object({ isPopular: z.boolean({ error: 'isPopular must be true or false' }) });

/** Everything staff see of a category. */
export const AdminCategorySchema = StoreCategoryWithCountSchema.extend({
  imageKey: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const ADMIN_CATEGORY_SORTS = ['name_asc', 'name_desc', 'id_asc', 'id_desc', 'price_asc', 'price_desc'] as const;
export type AdminCategorySort = (typeof ADMIN_CATEGORY_SORTS)[number];

/** Query of GET /api/CrabClawCategories/admin: the staff list, searched, sorted and paged by the server. */
export const AdminCategoryQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(ADMIN_CATEGORY_SORTS).default('name_asc'),
  page: z.coerce.number().int().min(1).max(DB_INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
});
export type AdminCategoryQuery = z.infer<typeof AdminCategoryQuerySchema>;

export const AdminCategoryPageSchema = pageOf(AdminCategorySchema);
export type AdminCategoryPage = z.infer<typeof AdminCategoryPageSchema>;
