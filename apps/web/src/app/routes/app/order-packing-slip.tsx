import { Navigate, useParams } from 'react-router';
import { PackingSlip } from '../../../features/admin-orders/index.ts';

export default function OrderPackingSlipPage() {
  const orderId = Number(useParams().id);
  if (!Number.isInteger(orderId) || orderId <= 0) return <Navigate to="/app/orders" replace />;
  return <PackingSlip orderId={orderId} />;
}
