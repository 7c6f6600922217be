import { ProductPage } from '../../../features/catalogue/index.ts';

export default function Page() {
  return <ProductPage />;
}
