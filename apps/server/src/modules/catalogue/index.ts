export { default as catalogueRoutes } from './routes.ts';
export { catalogueCache } from './cached-reads.ts';
export { catalogueChanged } from './cache-invalidation.ts';
export { default as categoryAdminRoutes } from './category-admin-routes.ts';
export { default as bannerAdminRoutes } from './banner-admin-routes.ts';
export { getProduct, productUrlParts } from './product-service.ts';
export { categoriesWithProductCount, listCategories } from './category-service.ts';
export { listGeneralParameters } from './general-service.ts';
export { lowStock, returnStock, takeStock, type StockLine, type StockShortage, type TakenLine } from './stock.ts';
