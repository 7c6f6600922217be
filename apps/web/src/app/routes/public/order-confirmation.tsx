import { ConfirmationPage } from '../../../features/checkout/index.ts';

export default function Page() {
  return <ConfirmationPage />;
}
