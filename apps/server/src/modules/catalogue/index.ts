import type { FastifyPluginAsync } from 'fastify';
import catalogueRoutes from './routes.ts';
import categoryAdminRoutes from './category-admin-routes.ts';
import bannerAdminRoutes from './banner-admin-routes.ts';

export { catalogueCache, keepOutOfCache } from './cached-reads.ts';
export { renderAgainIfChanged } from './cached-pages.ts';
export { catalogueChanged } from './cache-invalidation.ts';
export { sanitizeMarkup } from './sanitize-markup.ts';
export { getProduct, productUrlParts } from './product-service.ts';
export { categoriesWithProductCount, listCategories } from './category-service.ts';
export { listGeneralParameters } from './general-service.ts';
export { productHandling, type ShippedProduct } from './handling.ts';
export { latestParameterEdit } from './general-changes.ts';
export {
  countDelivered,
  lowStock,
  returnStock,
  takeStock,
  type StockLine,
  type StockShortage,
  type TakenLine,
} from './stock.ts';

/** The storefront's catalogue reads, and the back office's products, categories, banners and general parameters. */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(bannerAdminRoutes);
};
