export { default as catalogueRoutes } from './routes.ts';
export { catalogueCache, keepOutOfCache } from './cached-reads.ts';
export { renderAgainIfChanged } from './cached-pages.ts';
export { catalogueChanged } from './cache-invalidation.ts';
export { sanitizeMarkup } from './sanitize-markup.ts';
export { default as categoryAdminRoutes } from './category-admin-routes.ts';
export { default as bannerAdminRoutes } from './banner-admin-routes.ts';
export { getProduct, productUrlParts } from './product-service.ts';
export { categoriesWithProductCount, listCategories } from './category-service.ts';
export { listGeneralParameters } from './general-service.ts';
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
