import { formatDate, formatRupiah } from '../../../lib/format.ts';

/** The top line of an order card on small screens: number and date, the total at the end. */
export function OrderCardHeading({ order }: { order: { orderNumber: string; orderDate: string; total: number } }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-sea-900 dark:text-white">{order.orderNumber}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <bdi>{formatDate(order.orderDate, 'dateTime')}</bdi>
        </p>
      </div>
      <p className="shrink-0 font-bold text-sea-900 dark:text-white">{formatRupiah(order.total)}</p>
    </div>
  );
}
