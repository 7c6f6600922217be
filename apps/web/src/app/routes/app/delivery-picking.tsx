import { Navigate, useParams } from 'react-router';
import { DeliveryDayParamsSchema } from '@crabclaw/shared';
import { PickingList } from '../../../features/admin-orders/index.ts';

export default function DeliveryPickingPage() {
  const day = DeliveryDayParamsSchema.safeParse(useParams());
  if (!day.success) return <Navigate to="/app/deliveries" replace />;
  return <PickingList date={day.data.date} />;
}
