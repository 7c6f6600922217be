import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { OrderDetailScreen } from '../../../features/admin-orders/index.ts';

export default function OrderDetailPage() {
  const { user } = useSession();
  const orderId = Number(useParams().id);
  if (!Number.isInteger(orderId) || orderId <= 0) return <Navigate to="/app/orders" replace />;
  return user ? <OrderDetailScreen orderId={orderId} role={user.role} /> : null;
}
