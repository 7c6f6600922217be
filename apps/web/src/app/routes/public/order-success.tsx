import { SuccessPage } from '../../../features/checkout/index.ts';

export default function Page() {
  return <SuccessPage />;
}
