import { useSession } from '../../../features/auth/index.ts';
import { OrderListScreen } from '../../../features/admin-orders/index.ts';

export default function OrdersPage() {
  const { user } = useSession();
  return user ? <OrderListScreen role={user.role} /> : null;
}
