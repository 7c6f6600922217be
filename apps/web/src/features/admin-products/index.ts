export { ProductListScreen } from './components/product-list.tsx';
export { ProductCreateScreen, ProductEditScreen } from './components/product-editor.tsx';
export { ProductDetailScreen } from './components/product-detail.tsx';
export { productIdOf } from './product-id.ts';
