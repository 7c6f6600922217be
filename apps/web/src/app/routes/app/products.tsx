import { ProductListScreen } from '../../../features/admin-products/index.ts';

export default function ProductsPage() {
  return <ProductListScreen />;
}
