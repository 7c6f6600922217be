import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBannerSchema,
  ApiErrorSchema,
  CategoryListQuerySchema,
  CategorySearchQuerySchema,
  IdParamSchema,
  pageOf,
  ProductFilterSchema,
  ProductPageQuerySchema,
  ProductPageSchema,
  SlugParamSchema,
  StoreBannerSchema,
  StoreCategorySchema,
  StoreCategoryWithCountSchema,
  StoreProductSchema,
  type ProductPage,
  type StoreProduct,
  can,
} from '@crabclaw/shared';
import { currentStaff } from '../auth/index.ts';
import { getAdminBanner } from './banner-admin-service.ts';
import { activeBanners, nextBannerChange, shownBanner } from './banner-service.ts';
import { expireCachedAnswerAt } from './cached-reads.ts';
import {
  categoriesWithProductCount,
  getCategory,
  getCategoryBySlug,
  listCategories,
  popularCategories,
  searchCategories,
} from './category-service.ts';
import generalAdminRoutes from './general-admin-routes.ts';
import productAdminRoutes from './product-admin-routes.ts';
import {
  featuredProducts,
  getProduct,
  getProductBySlugs,
  listProducts,
  PRODUCT_LIST_LIMIT,
  productPage,
  productsOfCategory,
  relatedProducts,
} from './product-service.ts';
import { productTag, SALES_RANKING_TAG } from './read-cache.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const ProductListSchema = z.array(StoreProductSchema);
const ProductSlugParamsSchema = z.object({
  categorySlug: z.string().min(1).max(200),
  productSlug: z.string().min(1).max(200),
});

const productTags = (products: StoreProduct[]) => products.map((product) => productTag(product.productId));
/** Route configs of the cached reads (cached-reads.ts): a stock change drops the answers showing that product. */
const cached = { catalogueCache: {} };
const cachedProduct = { catalogueCache: { tags: (product: StoreProduct) => [productTag(product.productId)] } };
const cachedProducts = { catalogueCache: { tags: productTags } };
const cachedProductPage = { catalogueCache: { tags: (page: ProductPage) => productTags(page.data) } };
// Best sellers fill the featured places staff left empty: a delivery may reorder them (decision 029).
const cachedFeatured = {
  catalogueCache: { tags: (products: StoreProduct[]) => [SALES_RANKING_TAG, ...productTags(products)] },
};

/** The public catalogue reads (storefront.md section 7); writes come with the back office. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.db;

  // /api/general: reads and the back office's writes (general-admin-routes.ts).
  await app.register(generalAdminRoutes);
  await app.register(productAdminRoutes);

  app.get(
    '/api/CrabClawCategories',
    {
      config: cached,
      schema: {
        tags: ['categories'],
        summary: 'All categories, or one page of them when limit is given',
        querystring: CategoryListQuerySchema,
        response: { 200: z.array(StoreCategorySchema), ...errors },
      },
    },
    (request) => listCategories(db(), request.query),
  );

  app.get(
    '/api/CrabClawCategories/with-product-count',
    {
      config: cached,
      schema: {
        tags: ['categories'],
        summary:
          'All categories with the number of products in each and what those for sale cost (lowestPrice, highestPrice)',
        response: { 200: z.array(StoreCategoryWithCountSchema) },
      },
    },
    () => categoriesWithProductCount(db()),
  );

  app.get(
    '/api/CrabClawCategories/popular',
    {
      config: cached,
      schema: {
        tags: ['categories'],
        summary: 'Categories flagged popular',
        response: { 200: z.array(StoreCategorySchema) },
      },
    },
    () => popularCategories(db()),
  );

  app.get(
    '/api/CrabClawCategories/search',
    {
      config: cached,
      schema: {
        tags: ['categories'],
        summary: 'Categories whose name or description contains q (any case)',
        querystring: CategorySearchQuerySchema,
        response: { 200: pageOf(StoreCategorySchema), ...errors },
      },
    },
    (request) => searchCategories(db(), request.query),
  );

  app.get(
    '/api/CrabClawCategories/slug/:slug',
    {
      config: cached,
      schema: {
        tags: ['categories'],
        summary: 'One category by its slug (category pages)',
        params: SlugParamSchema,
        response: { 200: StoreCategorySchema, ...errors },
      },
    },
    (request) => getCategoryBySlug(db(), request.params.slug),
  );

  app.get(
    '/api/CrabClawCategories/:id',
    {
      config: cached,
      schema: {
        tags: ['categories'],
        summary: 'One category',
        params: IdParamSchema,
        response: { 200: StoreCategorySchema, ...errors },
      },
    },
    (request) => getCategory(db(), request.params.id),
  );

  app.get(
    '/api/Product',
    {
      config: cachedProducts,
      schema: {
        tags: ['products'],
        summary: `Products matching the filters, by id (at most ${PRODUCT_LIST_LIMIT}; page through /api/Product/paginated for more)`,
        querystring: ProductFilterSchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    (request) => listProducts(db(), request.query),
  );

  app.get(
    '/api/Product/paginated',
    {
      config: cachedProductPage,
      schema: {
        tags: ['products'],
        summary:
          'One page of products; search is case-insensitive over name, description and category; sort applies to all matches',
        querystring: ProductPageQuerySchema,
        response: { 200: ProductPageSchema, ...errors },
      },
    },
    (request) => productPage(db(), request.query),
  );

  app.get(
    '/api/Product/featured',
    {
      config: cachedFeatured,
      schema: {
        tags: ['products'],
        summary: "Featured products ('Produk Unggulan'), at most 6",
        description:
          'The featured products staff chose, each at the place (1 to 6) set in the product form; featured products without a place fill the places left, then the best sellers (units of delivered orders plus the starting figure) fill the rest.',
        response: { 200: ProductListSchema },
      },
    },
    () => featuredProducts(db()),
  );

  app.get(
    '/api/Product/by-slug/:categorySlug/:productSlug',
    {
      config: cachedProduct,
      schema: {
        tags: ['products'],
        summary: 'One product by its canonical URL parts',
        params: ProductSlugParamsSchema,
        response: { 200: StoreProductSchema, ...errors },
      },
    },
    (request) => getProductBySlugs(db(), request.params.categorySlug, request.params.productSlug),
  );

  app.get(
    '/api/Product/category/:id',
    {
      config: cachedProducts,
      schema: {
        tags: ['products'],
        summary: 'Products of one category',
        params: IdParamSchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    (request) => productsOfCategory(db(), request.params.id),
  );

  app.get(
    '/api/Product/:id/related',
    {
      config: cachedProducts,
      schema: {
        tags: ['products'],
        summary: 'Up to four other products of the same category',
        params: IdParamSchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    (request) => relatedProducts(db(), request.params.id),
  );

  app.get(
    '/api/Product/:id',
    {
      config: cachedProduct,
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: IdParamSchema,
        response: { 200: StoreProductSchema, ...errors },
      },
    },
    (request) => getProduct(db(), request.params.id),
  );

  app.get(
    '/api/Banner/active',
    {
      config: cached,
      schema: {
        tags: ['banners'],
        summary: 'Banners shown now: active, visible, inside their dates, in display order',
        response: { 200: z.array(StoreBannerSchema) },
      },
    },
    async (request) => {
      const now = new Date();
      const [banners, nextChange] = await Promise.all([activeBanners(db(), now), nextBannerChange(db(), now)]);
      // The list changes by the clock alone when a banner starts or ends: the cached answer lasts until then.
      expireCachedAnswerAt(request, nextChange);
      return banners;
    },
  );

  app.get(
    '/api/Banner/:id',
    {
      schema: {
        tags: ['banners'],
        summary:
          'One banner: to staff any banner with its edit version (the edit screen loads it); to anyone else only a banner the storefront shows now, else 404',
        params: IdParamSchema,
        response: { 200: z.union([AdminBannerSchema, StoreBannerSchema]), ...errors },
      },
    },
    async (request, reply) => {
      const staff = await currentStaff(request, reply);
      if (staff && can(staff.role, 'backOffice.read')) {
        reply.header('cache-control', 'no-store');
        return getAdminBanner(db(), request.params.id);
      }
      return shownBanner(db(), request.params.id);
    },
  );
};

export default catalogueRoutes;
