import { Navigate } from 'react-router';
import { can } from '@crabclaw/shared';
import { useSession } from '../../../features/auth/index.ts';
import { OrderCreateScreen } from '../../../features/admin-orders/index.ts';

/** Taking an order down is for the roles that manage orders (Owner, Admin, Manager); others see the list. */
export default function OrderCreatePage() {
  const { user } = useSession();
  if (!user) return null;
  return can(user.role, 'orders.manage') ? (
    <OrderCreateScreen role={user.role} />
  ) : (
    <Navigate to="/app/orders" replace />
  );
}
