import { z } from 'zod';
import { PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { pageOf, StoreCategorySchema } from './catalogue.ts';
import { editedVersion, formFlag, optionalText, queryIntegerOr, requiredText } from './form-fields.ts';
import { encodeMessage } from './messages.ts';

// Back-office category writes (issue 10; back-office.md sections 3, 5 and 9). The messages are the spec's,
// as codes both sides translate (messages.ts).

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_DESCRIPTION_MIN = 10;
/** Category pictures: at most 10 MB, scaled to fit within 800 x 600 (section 9). */
export const CATEGORY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CATEGORY_IMAGE_BOUNDS = { width: 800, height: 600 } as const;
export const CATEGORY_PAGE_SIZES = [10, 25, 50] as const;

/**
 * Body of POST /api/CrabClawCategories and PUT /api/CrabClawCategories/{categoryID}, with the spec's rules;
 * the form and the server validate with this. The spec's priceRangeStart and priceRangeEnd are no longer
 * read: a category's range is computed from its products for sale (issue 23, StoreCategorySchema).
 */
export const CategoryAdminSchema = z.object({
  categoryName: requiredText('category.nameRequired')
    .min(CATEGORY_NAME_MIN, encodeMessage('category.nameTooShort', { min: CATEGORY_NAME_MIN }))
    .max(100, encodeMessage('category.nameTooLong', { max: 100 })),
  description: requiredText('category.descriptionRequired')
    .min(CATEGORY_DESCRIPTION_MIN, encodeMessage('category.descriptionTooShort', { min: CATEGORY_DESCRIPTION_MIN }))
    .max(2000, encodeMessage('category.descriptionTooLong', { max: 2000 })),
  isPopular: formFlag.optional(),
  categoryNameEn: optionalText(100),
  descriptionEn: optionalText(2000),
  imageKey: optionalText(100).describe('A key answered by an image upload; null removes the picture'),
  imageUrl: optionalText(15_000_000).describe(
    "A data URL ('data:image/...'), raw base64, or a /media URL of this shop; processed like an upload. Null removes the picture",
  ),
  version: editedVersion,
});

export type CategoryAdminInput = z.output<typeof CategoryAdminSchema>;
/** What the form holds before validation. */
export type CategoryAdminFormValues = z.input<typeof CategoryAdminSchema>;

export const CategoryStatusSchema = z.object({
  isPopular: z.boolean({ error: encodeMessage('validation.mustBeBoolean') }),
});

/** Everything staff see of a category. */
export const AdminCategorySchema = StoreCategorySchema.extend({
  productCount: z.number().int(),
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
  page: queryIntegerOr(1, 1),
  pageSize: queryIntegerOr(10, 1, PAGE_SIZE_MAX),
});
export type AdminCategoryQuery = z.infer<typeof AdminCategoryQuerySchema>;

export const AdminCategoryPageSchema = pageOf(AdminCategorySchema);
export type AdminCategoryPage = z.infer<typeof AdminCategoryPageSchema>;
