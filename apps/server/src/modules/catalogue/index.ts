export { default as catalogueRoutes } from './routes.ts';
export { getProduct, getProductBySlugs, listProducts } from './product-service.ts';
export { getCategoryBySlug, listCategories } from './category-service.ts';
export { listGeneralParameters } from './general-service.ts';
export { categoriesWithProductCount } from './category-service.ts';
