import { TrackOrderPage } from '../../../features/checkout/index.ts';

export default function Page() {
  return <TrackOrderPage />;
}
