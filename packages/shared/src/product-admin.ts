import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX, pageOf, StoreProductSchema } from './catalogue.ts';
import { DEFAULT_PRODUCT_STATUS, PRODUCT_STATUSES } from './product-status.ts';
import { DEFAULT_SALE_UNIT, SALE_UNITS } from './sale-unit.ts';

// Back-office product writes (issue 10; back-office.md sections 3, 5 and 9). The messages are the spec's.

export const PRODUCT_NAME_MIN = 2;
export const PRODUCT_DESCRIPTION_MIN = 10;
export const PRODUCT_WEIGHT_MIN = 0.1;
export const PRODUCT_RATING_MAX = 5;
/** Product pictures: at most 10 MB, longest side 800 px (section 9). */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_SIDE = 800;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_TOO_LARGE = 'File size must be less than 10MB';
export const IMAGE_WRONG_TYPE = 'Please select a valid image file (JPEG, PNG, GIF, or WebP)';
export const PRODUCT_CHANGED_ELSEWHERE = 'This product was changed by someone else; reload to see their changes';

/** An empty form field or a missing key reads as missing; text from a form or a urlencoded body as a number. */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
}

function number(required: string, invalid: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? required : invalid) });
}

const requiredNumber = (schema: z.ZodNumber) => z.preprocess(toNumber, schema);

/** '' and null both mean "none" for optional texts. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `At most ${max} characters`).nullable().optional(),
  );

const toBoolean = (value: unknown) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value);

const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

/** The product fields staff edit, with the spec's rules; the form and the server validate with this. */
export const ProductFieldsSchema = z.object({
  productName: requiredText('Product name is required')
    .min(PRODUCT_NAME_MIN, 'Product name must be at least 2 characters')
    .max(200, 'Product name must be at most 200 characters'),
  categoryId: z.preprocess(
    (value) => (toNumber(value) === 0 ? undefined : toNumber(value)),
    number('Category is required', 'Category is required')
      .int('Category is required')
      .min(1, 'Category is required')
      .max(DB_INT_MAX, 'Category is required'),
  ),
  description: requiredText('Description is required')
    .min(PRODUCT_DESCRIPTION_MIN, 'Description must be at least 10 characters')
    .max(5000, 'Description must be at most 5000 characters'),
  weight: requiredNumber(
    number('Weight is required', 'Weight must be a number')
      .min(PRODUCT_WEIGHT_MIN, 'Weight must be greater than 0')
      .max(100_000, 'Weight must be at most 100000 kg'),
  ),
  location: requiredText('Location is required').max(200, 'Location must be at most 200 characters'),
  originalPrice: requiredNumber(
    number('Original price is required', 'Price must be a whole number of rupiah')
      .int('Price must be a whole number of rupiah')
      .min(0, 'Price must be 0 or greater')
      .max(DB_INT_MAX, 'Price is too large'),
  ),
  discountPrice: requiredNumber(
    number('Discount price is required', 'Price must be a whole number of rupiah')
      .int('Price must be a whole number of rupiah')
      .min(0, 'Price must be 0 or greater')
      .max(DB_INT_MAX, 'Price is too large'),
  ),
  rating: requiredNumber(
    number('Rating is required', 'Rating must be a number')
      .min(0, 'Rating must be 0 or greater')
      .max(PRODUCT_RATING_MAX, 'Rating cannot exceed 5'),
  ),
  totalSold: requiredNumber(
    number('Total sold is required', 'Total sold must be a whole number')
      .int('Total sold must be a whole number')
      .min(0, 'Total sold must be 0 or greater')
      .max(DB_INT_MAX, 'Total sold is too large'),
  ),
  productStatus: z.enum(PRODUCT_STATUSES, { error: 'Product status is required' }),
  saleUnit: z.enum(SALE_UNITS, { error: 'Sale unit must be kg, pack or piece' }).optional(),
  stock: z
    .preprocess(
      toNumber,
      z
        .number({ error: 'Stock must be a whole number' })
        .int('Stock must be a whole number')
        .min(0, 'Stock must be 0 or greater')
        .max(DB_INT_MAX, 'Stock is too large'),
    )
    .optional(),
  barcode: optionalText(64),
  isPopular: z.preprocess(toBoolean, z.boolean()).optional(),
  isUnggulan: z.preprocess(toBoolean, z.boolean()).optional(),
  productNameEn: optionalText(200),
  descriptionEn: optionalText(5000),
  tags: optionalText(500),
  imageKey: optionalText(100).describe('A key answered by POST /api/Product/upload-image; null removes the picture'),
  imageUrl: optionalText(15_000_000).describe(
    "A data URL ('data:image/...'), raw base64, or a /media URL of this shop; processed like an upload",
  ),
  version: z
    .preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX))
    .optional()
    .describe('The version the editor loaded; a newer stored version answers 409'),
});

const discountNotAboveOriginal = (value: { originalPrice: number; discountPrice: number }) =>
  value.discountPrice <= value.originalPrice;
const DISCOUNT_ABOVE_ORIGINAL = {
  message: 'Discount price cannot be higher than original price',
  path: ['discountPrice'],
};

/** The create and edit form (and the server's check after the spec's aliases are resolved). */
export const ProductAdminSchema = ProductFieldsSchema.refine(discountNotAboveOriginal, DISCOUNT_ABOVE_ORIGINAL);
export type ProductAdminInput = z.output<typeof ProductAdminSchema>;

/**
 * Body of POST /api/Product and PUT /api/Product/{id}. Keys are read in any letter case (categoryID);
 * the spec's other spellings are accepted too: price for originalPrice, image for imageUrl, nameEn for
 * productNameEn, productId
 * (ignored: the URL names the product).
 */
const ProductAliasesSchema = ProductFieldsSchema.partial().extend({
  price: ProductFieldsSchema.shape.originalPrice.optional().describe('Older spelling of originalPrice'),
  image: ProductFieldsSchema.shape.imageUrl.describe('Older spelling of imageUrl'),
  nameEn: ProductFieldsSchema.shape.productNameEn.describe('Other spelling of productNameEn'),
  productId: z.unknown().optional().describe('Ignored: the URL names the product'),
  imageBucket: z.unknown().optional().describe("Ignored: pictures are kept by the shop (the spec's 'crabclaw')"),
});

function canonicalFields({
  price,
  image,
  nameEn,
  productId: _id,
  imageBucket: _bucket,
  ...fields
}: z.output<typeof ProductAliasesSchema>) {
  return {
    ...fields,
    productNameEn: fields.productNameEn === undefined ? nameEn : fields.productNameEn,
    originalPrice: fields.originalPrice ?? price,
    imageUrl: fields.imageUrl === undefined ? image : fields.imageUrl,
  };
}

export const ProductAdminBodySchema = ProductAliasesSchema.transform(canonicalFields).pipe(
  // The checked fields' input types are `unknown` (they read form text); the aliases' output feeds them.
  ProductAdminSchema as unknown as z.ZodType<ProductAdminInput, ReturnType<typeof canonicalFields>>,
);

/** Everything staff see of a product (the storefront's fields and the back office's own). */
export const AdminProductSchema = StoreProductSchema.extend({
  tags: z.string(),
  imageKey: z.string().nullable(),
  imageBucket: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ADMIN_PRODUCT_SORTS = [
  'id_desc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'updated_desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCT_PAGE_SIZES = [10, 25, 50] as const;

/** Query of GET /api/Product/admin: the staff list, searched, filtered, sorted and paged by the server. */
export const AdminProductQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: z.coerce.number().int().min(1).max(DB_INT_MAX).optional(),
  productStatus: z.enum(PRODUCT_STATUSES).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('id_desc'),
  page: z.coerce.number().int().min(1).max(DB_INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
});
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

export const AdminProductPageSchema = pageOf(AdminProductSchema);
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>;

export const ProductImageUploadSchema = z.object({
  imageKey: z.string(),
  imageUrl: z.string(),
});
export type ProductImageUpload = z.infer<typeof ProductImageUploadSchema>;

/** What a new product form starts with (section 9: weight 0, status Fresh). */
export const PRODUCT_FORM_DEFAULTS = {
  productStatus: DEFAULT_PRODUCT_STATUS,
  saleUnit: DEFAULT_SALE_UNIT,
} as const;
