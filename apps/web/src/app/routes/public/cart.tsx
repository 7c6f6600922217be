import { CartPage } from '../../../features/checkout/index.ts';

export default function Page() {
  return <CartPage />;
}
