export { ProductListScreen } from './components/product-list.tsx';
