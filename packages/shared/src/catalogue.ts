import { z } from 'zod';
import { PRODUCT_STATUSES } from './product-status.ts';
import { HANDLING_CLASSES } from './handling.ts';
import { SALE_UNITS } from './sale-unit.ts';
import { PAGE_SIZE_MAX, PRODUCT_SORTS } from './catalogue-constants.ts';
import { queryInteger, queryIntegerOr } from './form-fields.ts';

// The number rule lives in form-fields.ts; exported with the ids and pages it reads (the package index lists
// modules), for the server's own path schemas.
export { queryInteger, strictToNumber } from './form-fields.ts';

/** Picture sizes served from /media; a page asks for the smallest that fills its box. */
export const ImageSetSchema = z.object({
  thumb: z.string().describe('160 px wide WebP'),
  card: z.string().describe('480 px wide WebP'),
  large: z.string().describe('1200 px wide WebP'),
  jpeg: z.string().describe('1200 px wide JPEG, for e-mail, PDF and social previews'),
});
export type ImageSet = z.infer<typeof ImageSetSchema>;

/** An English text staff may enter beside the Indonesian one; null when there is none (issue 10). */
const englishText = z.string().nullable();

export const CategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: englishText,
  slug: z.string(),
});

export const StoreCategorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryNameEn: englishText,
  slug: z.string(),
  description: z.string(),
  descriptionEn: englishText,
  // The one price range a category has: computed from its products for sale (Fresh or Available, in stock
  // or not), never typed by staff (issue 23). Null when it has none.
  lowestPrice: z.number().int().nullable().describe('The cheapest price of its products for sale; null when none'),
  highestPrice: z.number().int().nullable().describe('The dearest price of its products for sale; null when none'),
  isPopular: z.boolean(),
  imageUrl: z.string().nullable(),
  images: ImageSetSchema.nullable(),
});
export type StoreCategory = z.infer<typeof StoreCategorySchema>;

export const StoreCategoryWithCountSchema = StoreCategorySchema.extend({
  productCount: z.number().int(),
});
export type StoreCategoryWithCount = z.infer<typeof StoreCategoryWithCountSchema>;

export const StoreProductSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: englishText,
  slug: z.string(),
  description: z.string(),
  descriptionEn: englishText,
  categoryId: z.number().int(),
  category: CategoryRefSchema,
  productStatus: z.enum(PRODUCT_STATUSES),
  originalPrice: z.number().int(),
  discountPrice: z.number().int(),
  price: z.number().int().describe('What one sale unit costs the customer now'),
  saleUnit: z
    .enum(SALE_UNITS)
    .describe('What the price is for: a kg, a pack of `weight` kg, a piece of about `weight` kg'),
  handling: z
    .enum(HANDLING_CLASSES)
    .describe('How it travels: live and fresh go only by the Fresh Courier, inside the delivery area'),
  discountPercent: z.number().int(),
  weight: z.number().describe('kg'),
  rating: z.number().nullable().describe('0 to 5 as staff entered it; null when the product has no rating'),
  totalSold: z
    .number()
    .int()
    .describe("Units sold: those of delivered orders plus the shop's figure for sales before it went online"),
  location: z.string(),
  stock: z.number().int(),
  inStock: z.boolean().describe('The shared purchasability rule: Fresh or Available, and stock above 0'),
  barcode: z.string().nullable(),
  isUnggulan: z.boolean(),
  isPopular: z.boolean(),
  imageUrl: z.string().nullable(),
  images: ImageSetSchema.nullable(),
  createdDate: z.string(),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

const optionalPositiveId = queryInteger(1).optional();
const optionalPrice = queryInteger(0).optional();

/** Storefront 4, Carousel: the home page shows at most 6 featured products. */
export const FEATURED_PLACES = 6;

/**
 * The home page's featured products in their places (issue 23). A product staff featured at a place (1 to
 * FEATURED_PLACES) takes it; one whose place is taken, in `featured`'s order, takes the next free one after
 * it (or before, when none is left after). Featured products without a place fill the places left, then the
 * best sellers (best first) fill the rest. A product in both lists counts once.
 */
export function featuredPlaces<Product extends { productId: number }>(
  featured: readonly { product: Product; featuredPosition: number | null }[],
  bestSellers: readonly Product[],
): Product[] {
  const places: (Product | undefined)[] = Array.from({ length: FEATURED_PLACES });
  const shown = new Set<number>();
  const freeFrom = (from: number) => places.findIndex((taken, index) => index >= from && taken === undefined);
  const put = (product: Product, from = 0) => {
    const index = freeFrom(from) === -1 ? freeFrom(0) : freeFrom(from);
    if (index === -1 || shown.has(product.productId)) return;
    places[index] = product;
    shown.add(product.productId);
  };
  const placed = featured.filter((entry) => entry.featuredPosition !== null);
  for (const { product, featuredPosition } of placed) put(product, featuredPosition! - 1);
  for (const { product } of featured.filter((entry) => entry.featuredPosition === null)) put(product);
  for (const product of bestSellers) put(product);
  return places.filter((product) => product !== undefined);
}

export const ProductFilterSchema = z.object({
  categoryId: optionalPositiveId,
  productStatus: z.enum(PRODUCT_STATUSES).optional(),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  search: z.string().trim().max(100).optional(),
});
export type ProductFilter = z.infer<typeof ProductFilterSchema>;

export const ProductPageQuerySchema = ProductFilterSchema.extend({
  page: queryIntegerOr(1, 1),
  pageSize: queryIntegerOr(12, 1, PAGE_SIZE_MAX),
  sort: z.enum(PRODUCT_SORTS).optional(),
});
export type ProductPageQuery = z.infer<typeof ProductPageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
  });
}
export const ProductPageSchema = pageOf(StoreProductSchema).extend({
  totalCountCapped: z
    .boolean()
    .describe(
      'True when more products match than totalCount: a list counts its matches up to 10,000 and a search up to 1,000 (or to the end of the page asked for, if further), so the total reads "more than totalCount" and no last page is known',
    ),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const CategoryListQuerySchema = z.object({
  page: queryInteger(1).optional(),
  limit: queryInteger(1, PAGE_SIZE_MAX).optional(),
});
export const CategorySearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: queryIntegerOr(1, 1),
  limit: queryIntegerOr(10, 1, PAGE_SIZE_MAX),
});

export const StoreBannerSchema = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  titleEn: englishText,
  subtitle: z.string(),
  subtitleEn: englishText,
  description: z.string().describe('May hold rich markup, made safe by the shop with an allow-list (decision 009)'),
  descriptionEn: englishText,
  buttonText: z.string(),
  buttonTextEn: englishText,
  buttonLink: z.string(),
  bannerType: z.enum(['HERO', 'PROMOTIONAL', 'ANNOUNCEMENT']),
  position: z.enum(['TOP', 'MIDDLE', 'BOTTOM', 'SIDEBAR', 'POPUP']),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  isVisible: z.boolean(),
  tags: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdBy: z.string(),
  categoryId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  backgroundImageUrl: z.string().nullable(),
  images: z.array(z.string()),
});
export type StoreBanner = z.infer<typeof StoreBannerSchema>;

export const GeneralParameterSchema = z.object({
  id: z.number().int(),
  paramCode: z.string(),
  paramName: z.string(),
  deskripsi: z.string(),
});
export type GeneralParameter = z.infer<typeof GeneralParameterSchema>;

export const IdParamSchema = z.object({ id: queryInteger(1) });
export const SlugParamSchema = z.object({ slug: z.string().min(1).max(200) });
