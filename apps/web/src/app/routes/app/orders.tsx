import { OrderListScreen } from '../../../features/admin-orders/index.ts';

export default function OrdersPage() {
  return <OrderListScreen />;
}
