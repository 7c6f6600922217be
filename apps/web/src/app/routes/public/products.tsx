import { ProductListPage } from '../../../features/catalogue/index.ts';

export default function Page() {
  return <ProductListPage />;
}
