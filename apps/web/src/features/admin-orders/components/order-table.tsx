import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { table } from '../../../components/admin/index.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';
import type { OrderPermissions } from '../order-permissions.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderNumberLink } from './order-card-heading.tsx';
import { ArchivedBadge, ChannelBadge, PaymentBadge, StatusBadge } from './order-badges.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderItemsPreview } from './order-items-preview.tsx';

/** The order list from 1024 px up (spec: a table on large screens). */
export function OrderTable({ orders, permissions }: { orders: AdminOrderRow[]; permissions: OrderPermissions }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  return (
    <div className={cn(table.wrap, 'hidden lg:block')}>
      <table className={cn(table.table, 'min-w-[60rem]')}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className={table.head}>
          <tr>
            <th className={table.th}>{t('list.order')}</th>
            <th className={table.th}>{t('list.customer')}</th>
            <th className={table.th}>{t('list.products')}</th>
            <th className={table.th}>{t('list.payment')}</th>
            <th className={table.th}>
              {t('list.status')} · {t('list.channel')}
            </th>
            <th className={table.th}>{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} className={cn(table.row, 'align-top')} data-testid="order-row">
              <td className={cn(table.td, 'align-top')}>
                <p>
                  <OrderNumberLink order={order} />
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <bdi>{formatDate(order.orderDate, 'dateTime')}</bdi>
                </p>
                <p className="mt-1 whitespace-nowrap font-semibold">{formatRupiah(order.total)}</p>
              </td>
              <td className={cn(table.td, 'max-w-56 align-top')}>
                <OrderCustomer order={order} />
              </td>
              <td className={cn(table.td, 'max-w-64 align-top')}>
                <OrderItemsPreview order={order} />
              </td>
              <td className={cn(table.td, 'align-top')}>
                <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">
                  {words.paymentNameOf(order.paymentMethodName)}
                </p>
                <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
              </td>
              <td className={cn(table.td, 'space-y-1 align-top')}>
                <StatusBadge status={order.status} />
                {order.archived ? <ArchivedBadge /> : null}
                <p>
                  <ChannelBadge channel={order.channel} />
                </p>
              </td>
              <td className={cn(table.td, 'align-top')}>
                <OrderActions order={order} permissions={permissions} layout="row" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
