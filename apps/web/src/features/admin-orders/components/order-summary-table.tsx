import { useTranslation } from 'react-i18next';
import type { StaffOrderSummary } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { table } from '../../../components/admin/index.ts';
import { OrderCardHeading, OrderNumberLink } from './order-card-heading.tsx';
import { StatusBadge } from './order-badges.tsx';

/** Who ordered, or a plain "hidden" for roles the server gives no personal data (docs/personal-data.md). */
function CustomerName({ order }: { order: StaffOrderSummary }) {
  const { t } = useTranslation('admin');
  if (order.customerName === null) {
    return <p className="italic text-slate-500 dark:text-slate-400">{t('orders.customerHidden')}</p>;
  }
  return <p className="font-medium">{order.customerName}</p>;
}

/**
 * The dashboard's latest orders: a table from 640 px up and cards below (spec: table on large screens, cards
 * on small). The order list has its own (order-table.tsx, order-cards.tsx).
 */
export function OrderSummaryTable({ orders }: { orders: StaffOrderSummary[] }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {orders.some((order) => order.customerName === null) ? (
        <p className="px-5 pt-3 text-xs text-slate-500 dark:text-slate-400">{t('orders.customerHiddenNote')}</p>
      ) : null}
      <ul className="divide-y divide-slate-100 sm:hidden dark:divide-slate-800">
        {orders.map((order) => (
          <li key={order.orderId} className="space-y-2 px-5 py-4 text-sm">
            <OrderCardHeading order={order} />
            <div className="text-slate-700 dark:text-slate-200">
              <CustomerName order={order} />
            </div>
            <div>
              <StatusBadge status={order.status} />
            </div>
          </li>
        ))}
      </ul>
      <div className={cn(table.wrap, 'hidden sm:block')}>
        <table className={table.table}>
          <thead className={table.head}>
            <tr>
              <th className={table.th}>{t('orders.number')}</th>
              <th className={table.th}>{t('orders.customer')}</th>
              <th className={table.th}>{t('orders.total')}</th>
              <th className={table.th}>{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderId} className={table.row}>
                <td className={table.td}>
                  <p>
                    <OrderNumberLink order={order} />
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    <bdi>{formatDate(order.orderDate, 'dateTime')}</bdi>
                  </p>
                </td>
                <td className={table.td}>
                  <CustomerName order={order} />
                </td>
                <td className={cn(table.td, 'whitespace-nowrap font-semibold')}>{formatRupiah(order.total)}</td>
                <td className={table.td}>
                  <StatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
