import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { FEATURED_PLACES, pageOf, StoreProductSchema } from './catalogue.ts';
import {
  editedVersion,
  formFlag,
  isBlank,
  optionalText,
  queryInteger,
  queryIntegerOr,
  requiredOr,
  requiredText,
  strictToDecimal,
  strictToNumber,
} from './form-fields.ts';
import { encodeMessage, type MessageCode } from './messages.ts';
import { DEFAULT_PRODUCT_STATUS, PRODUCT_STATUSES } from './product-status.ts';
import { DEFAULT_HANDLING, HANDLING_CLASSES } from './handling.ts';
import { DEFAULT_SALE_UNIT, SALE_UNITS } from './sale-unit.ts';

// Back-office product writes (issue 10; back-office.md sections 3, 5 and 9). The messages are the spec's,
// as codes both sides translate (messages.ts).

export const PRODUCT_NAME_MIN = 2;
export const PRODUCT_DESCRIPTION_MIN = 10;
export const PRODUCT_WEIGHT_MIN = 0.1;
export const PRODUCT_RATING_MAX = 5;
/** Product pictures: at most 10 MB, longest side 800 px (section 9). */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_SIDE = 800;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

function number(required: MessageCode, invalid: MessageCode) {
  return z.number({ error: requiredOr(required, invalid) });
}

/** A whole number as form text or JSON (prices, counts). */
const requiredNumber = (schema: z.ZodNumber) => z.preprocess(strictToNumber, schema);
/** A number that may have a fraction (weight). */
const requiredDecimal = (schema: z.ZodNumber) => z.preprocess(strictToDecimal, schema);

/** The form's "no category" is 0 or blank; any other value that is no category id names one that does not exist. */
function categoryChoice(value: unknown): unknown {
  const id = strictToNumber(value);
  return id === 0 ? undefined : id;
}
const CATEGORY_MISSING = encodeMessage('product.categoryMissing');
const PRICE_WHOLE = encodeMessage('product.priceWhole');
const FEATURED_PLACE = encodeMessage('product.featuredPositionInvalid', { max: FEATURED_PLACES });

/** The product fields staff edit, with the spec's rules; the form and the server validate with this. */
export const ProductFieldsSchema = z.object({
  productName: requiredText('product.nameRequired')
    .min(PRODUCT_NAME_MIN, encodeMessage('product.nameTooShort', { min: PRODUCT_NAME_MIN }))
    .max(200, encodeMessage('product.nameTooLong', { max: 200 })),
  categoryId: z.preprocess(
    categoryChoice,
    number('product.categoryRequired', 'product.categoryMissing')
      .int(CATEGORY_MISSING)
      .min(1, CATEGORY_MISSING)
      .max(DB_INT_MAX, CATEGORY_MISSING),
  ),
  description: requiredText('product.descriptionRequired')
    .min(PRODUCT_DESCRIPTION_MIN, encodeMessage('product.descriptionTooShort', { min: PRODUCT_DESCRIPTION_MIN }))
    .max(5000, encodeMessage('product.descriptionTooLong', { max: 5000 })),
  weight: requiredDecimal(
    number('product.weightRequired', 'product.weightNotNumber')
      .min(PRODUCT_WEIGHT_MIN, encodeMessage('product.weightTooSmall'))
      .max(100_000, encodeMessage('product.weightTooLarge', { max: 100_000 })),
  ),
  location: requiredText('product.locationRequired').max(200, encodeMessage('product.locationTooLong', { max: 200 })),
  originalPrice: requiredNumber(
    number('product.originalPriceRequired', 'product.priceWhole')
      .int(PRICE_WHOLE)
      .min(0, encodeMessage('product.priceNegative'))
      .max(DB_INT_MAX, encodeMessage('product.priceTooLarge')),
  ),
  discountPrice: requiredNumber(
    number('product.discountPriceRequired', 'product.priceWhole')
      .int(PRICE_WHOLE)
      .min(0, encodeMessage('product.priceNegative'))
      .max(DB_INT_MAX, encodeMessage('product.priceTooLarge')),
  ),
  // Optional: a product nobody rated shows no stars (issue 23). Blank or null says it has none.
  rating: z
    .preprocess(
      (value) => (value !== undefined && isBlank(value) ? null : strictToDecimal(value)),
      z
        .number({ error: encodeMessage('product.ratingNotNumber') })
        .min(0, encodeMessage('product.ratingNegative'))
        .max(PRODUCT_RATING_MAX, encodeMessage('product.ratingTooHigh', { max: PRODUCT_RATING_MAX }))
        .nullable(),
    )
    .optional(),
  // The sold count itself comes from delivered orders (decision 029); staff enter only what sold before.
  soldBeforeOnline: z
    .preprocess(
      // Blank is none sold before: 0.
      (value) => (value !== undefined && isBlank(value) ? 0 : strictToNumber(value)),
      z
        .number({ error: encodeMessage('product.soldBeforeOnlineWhole') })
        .int(encodeMessage('product.soldBeforeOnlineWhole'))
        .min(0, encodeMessage('product.soldBeforeOnlineNegative'))
        .max(DB_INT_MAX, encodeMessage('product.soldBeforeOnlineTooLarge')),
    )
    .optional(),
  productStatus: z.enum(PRODUCT_STATUSES, { error: requiredOr('product.statusRequired', 'product.statusInvalid') }),
  saleUnit: z.enum(SALE_UNITS, { error: encodeMessage('product.saleUnitInvalid') }).optional(),
  handling: z.enum(HANDLING_CLASSES, { error: encodeMessage('delivery.handlingInvalid') }).optional(),
  stock: z
    .preprocess(
      strictToNumber,
      z
        .number({ error: encodeMessage('product.stockWhole') })
        .int(encodeMessage('product.stockWhole'))
        .min(0, encodeMessage('product.stockNegative'))
        .max(DB_INT_MAX, encodeMessage('product.stockTooLarge')),
    )
    .optional(),
  lowStockThreshold: z
    .preprocess(
      // Blank or null clears the product's own threshold (the shop's default applies); left out keeps it.
      (value) => (value !== undefined && isBlank(value) ? null : strictToNumber(value)),
      z
        .number({ error: encodeMessage('product.lowStockThresholdWhole') })
        .int(encodeMessage('product.lowStockThresholdWhole'))
        .min(0, encodeMessage('product.lowStockThresholdWhole'))
        .max(DB_INT_MAX, encodeMessage('product.lowStockThresholdTooLarge'))
        .nullable(),
    )
    .optional()
    .describe(
      "Units, in the sale unit, at or below which the dashboard lists it as low; null: the shop's default (014)",
    ),
  barcode: optionalText(64),
  isPopular: formFlag.optional(),
  isUnggulan: formFlag.optional(),
  featuredPosition: z
    .preprocess(
      (value) => (value !== undefined && isBlank(value) ? null : strictToNumber(value)),
      z
        .number({ error: FEATURED_PLACE })
        .int(FEATURED_PLACE)
        .min(1, FEATURED_PLACE)
        .max(FEATURED_PLACES, FEATURED_PLACE)
        .nullable(),
    )
    .optional()
    .describe(`The home page place (1 to ${FEATURED_PLACES}) of a featured product; null takes the next free one`),
  productNameEn: optionalText(200),
  descriptionEn: optionalText(5000),
  tags: optionalText(500),
  imageKey: optionalText(100).describe('A key answered by POST /api/Product/upload-image; null removes the picture'),
  imageUrl: optionalText(15_000_000).describe(
    "A data URL ('data:image/...'), raw base64, or a /media URL of this shop; processed like an upload",
  ),
  version: editedVersion,
});

const discountNotAboveOriginal = (value: { originalPrice: number; discountPrice: number }) =>
  value.discountPrice <= value.originalPrice;

const PricesSchema = ProductFieldsSchema.pick({ originalPrice: true, discountPrice: true });
const bothPricesValid = (value: unknown) => PricesSchema.safeParse(value).success;
const DISCOUNT_ABOVE_ORIGINAL = { message: encodeMessage('product.discountAboveOriginal'), path: ['discountPrice'] };

/** The create and edit form (and the server's check after the spec's aliases are resolved). */
export const ProductAdminSchema = ProductFieldsSchema.refine(discountNotAboveOriginal, {
  ...DISCOUNT_ABOVE_ORIGINAL,
  // As soon as both prices are valid: zod would wait until no other field is missing or wrong, so a form
  // with its weight still empty kept quiet about the discount.
  when: (payload) => bothPricesValid(payload.value),
});
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

type BodyPrices = { originalPrice?: unknown; price?: unknown; discountPrice?: unknown } | null | undefined;

/** The prices of a body as the checked stage reads them: `price` stands for a missing originalPrice. */
const canonicalPrices = (value: BodyPrices) => ({
  originalPrice: value?.originalPrice ?? value?.price,
  discountPrice: value?.discountPrice,
});

/**
 * A pipe stops at its first failing stage: a short name refused by the aliases stage kept the checked stage
 * from saying the discount is above the original price. So the aliases stage says it too, when it fails
 * anyway; when it passes, the checked stage does. Either way the 400 lists every broken rule at once.
 */
export const ProductAdminBodySchema = ProductAliasesSchema.refine(
  (value) => discountNotAboveOriginal(PricesSchema.parse(canonicalPrices(value))),
  {
    ...DISCOUNT_ABOVE_ORIGINAL,
    when: ({ issues, value }) => issues.length > 0 && bothPricesValid(canonicalPrices(value as BodyPrices)),
  },
)
  .transform(canonicalFields)
  .pipe(
    // The checked fields' input types are `unknown` (they read form text); the aliases' output feeds them.
    ProductAdminSchema as unknown as z.ZodType<ProductAdminInput, ReturnType<typeof canonicalFields>>,
  );

/** Everything staff see of a product (the storefront's fields and the back office's own). */
export const AdminProductSchema = StoreProductSchema.extend({
  soldBeforeOnline: z.number().int().describe('Units sold before the shop went online, part of totalSold'),
  featuredPosition: z.number().int().nullable(),
  tags: z.string(),
  lowStockThreshold: z.number().int().nullable().describe("The product's own low-stock threshold; null: the default"),
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
  categoryId: queryInteger(1).optional(),
  productStatus: z.enum(PRODUCT_STATUSES).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('id_desc'),
  page: queryIntegerOr(1, 1),
  pageSize: queryIntegerOr(10, 1, PAGE_SIZE_MAX),
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
  handling: DEFAULT_HANDLING,
} as const;
