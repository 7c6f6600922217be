import { useSession } from '../../../features/auth/index.ts';
import { DeliveriesScreen } from '../../../features/admin-orders/index.ts';

export default function DeliveriesPage() {
  const { user } = useSession();
  return user ? <DeliveriesScreen role={user.role} /> : null;
}
