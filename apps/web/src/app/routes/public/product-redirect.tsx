import { ProductRedirect } from '../../../features/catalogue/index.ts';

export default function Page() {
  return <ProductRedirect />;
}
