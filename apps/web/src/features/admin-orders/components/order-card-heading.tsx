import { Link } from 'react-router';
import { formatDate, formatRupiah } from '../../../lib/format.ts';

/** The order's number as a link to its page, where every action on it is at hand. */
export function OrderNumberLink({ order }: { order: { orderId: number; orderNumber: string } }) {
  return (
    <Link to={`/app/orders/${order.orderId}`} className="font-semibold text-sea-900 hover:underline dark:text-white">
      {order.orderNumber}
    </Link>
  );
}

/** The top line of an order card on small screens: number and date, the total at the end. */
export function OrderCardHeading({
  order,
}: {
  order: { orderId: number; orderNumber: string; orderDate: string; total: number };
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <OrderNumberLink order={order} />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <bdi>{formatDate(order.orderDate, 'dateTime')}</bdi>
        </p>
      </div>
      <p className="shrink-0 font-bold text-sea-900 dark:text-white">{formatRupiah(order.total)}</p>
    </div>
  );
}
