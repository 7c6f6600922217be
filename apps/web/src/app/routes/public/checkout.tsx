import { CheckoutPage } from '../../../features/checkout/index.ts';

export default function Page() {
  return <CheckoutPage />;
}
