import { Navigate, useParams } from 'react-router';
import { DeliveryDayParamsSchema } from '@crabclaw/shared';
import { DayPackingSlips } from '../../../features/admin-orders/index.ts';

export default function DeliveryPackingSlipsPage() {
  const day = DeliveryDayParamsSchema.safeParse(useParams());
  if (!day.success) return <Navigate to="/app/deliveries" replace />;
  return <DayPackingSlips date={day.data.date} />;
}
