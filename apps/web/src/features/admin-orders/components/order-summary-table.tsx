import { useTranslation } from 'react-i18next';
import type { StaffOrderSummary } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { Badge, statusTone, table } from '../../../components/admin/index.ts';
import { OrderCardHeading } from './order-card-heading.tsx';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <Badge tone={statusTone(status)}>{t(`orders.statuses.${status}`, { defaultValue: status })}</Badge>;
}

function PaymentBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <Badge tone={statusTone(status)}>{t(`orders.paymentStatuses.${status}`, { defaultValue: status })}</Badge>;
}

interface CustomerDetailsProps {
  order: StaffOrderSummary;
  detailed: boolean;
}

/** Who ordered, or a plain "hidden" for roles the server gives no personal data (docs/personal-data.md). */
function CustomerDetails({ order, detailed }: CustomerDetailsProps) {
  const { t } = useTranslation('admin');
  if (order.customerName === null) {
    return <p className="italic text-slate-500 dark:text-slate-400">{t('orders.customerHidden')}</p>;
  }
  return (
    <>
      <p className="font-medium">{order.customerName}</p>
      {detailed ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {order.customerEmail} · {order.customerPhone}
        </p>
      ) : null}
    </>
  );
}

/** Orders as a table from 640 px up and as cards below (spec: table on large screens, cards on small). */
export function OrderSummaryTable({ orders, detailed = false }: { orders: StaffOrderSummary[]; detailed?: boolean }) {
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
              <CustomerDetails order={order} detailed={detailed} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={order.status} />
              {detailed ? <PaymentBadge status={order.paymentStatus} /> : null}
              {detailed ? (
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t('orders.itemCount', { count: order.itemCount })} · {order.paymentMethodName}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <div className={cn(table.wrap, 'hidden sm:block')}>
        <table className={cn(table.table, detailed && 'min-w-[56rem]')}>
          <thead className={table.head}>
            <tr>
              <th className={table.th}>{t('orders.number')}</th>
              <th className={table.th}>{t('orders.customer')}</th>
              {detailed ? <th className={table.th}>{t('orders.items')}</th> : null}
              <th className={table.th}>{t('orders.total')}</th>
              {detailed ? <th className={table.th}>{t('orders.payment')}</th> : null}
              <th className={table.th}>{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderId} className={table.row}>
                <td className={table.td}>
                  <p className="font-semibold text-sea-900 dark:text-white">{order.orderNumber}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    <bdi>{formatDate(order.orderDate, 'dateTime')}</bdi>
                  </p>
                </td>
                <td className={table.td}>
                  <CustomerDetails order={order} detailed={detailed} />
                </td>
                {detailed ? <td className={table.td}>{t('orders.itemCount', { count: order.itemCount })}</td> : null}
                <td className={cn(table.td, 'whitespace-nowrap font-semibold')}>{formatRupiah(order.total)}</td>
                {detailed ? (
                  <td className={table.td}>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{order.paymentMethodName}</p>
                    <PaymentBadge status={order.paymentStatus} />
                  </td>
                ) : null}
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
