export { CategoryPage } from './components/category-page.tsx';
export { ProductCard } from './components/product-card.tsx';
export { ProductGrid, ProductGridSkeleton, LoadError } from './components/product-grid.tsx';
export { ProductListPage } from './components/product-list-page.tsx';
export { ProductPage } from './components/product-page.tsx';
export { ProductRedirect } from './components/product-redirect.tsx';
export {
  categoriesWithCountQuery,
  categoryListPath,
  featuredProductsQuery,
  useCategoriesWithCount,
  useFeaturedProducts,
} from './api.ts';
export { prefetchCategoryPage, prefetchProductList, prefetchProductPage } from './prefetch.ts';
