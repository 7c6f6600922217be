import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@crabclaw/shared';
import type { OrderPermissions } from '../order-permissions.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderCardHeading } from './order-card-heading.tsx';
import { ArchivedBadge, ChannelBadge, PaymentBadge, StatusBadge } from './order-badges.tsx';
import { OrderCustomer } from './order-customer.tsx';
import { OrderItemsPreview } from './order-items-preview.tsx';

/** The order list below 1024 px: one card per order (spec: cards on small screens). */
export function OrderCards({ orders, permissions }: { orders: AdminOrderRow[]; permissions: OrderPermissions }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  return (
    <ul className="divide-y divide-slate-100 lg:hidden dark:divide-slate-800" aria-label={t('list.caption')}>
      {orders.map((order) => (
        <li key={order.orderId} className="space-y-3 px-5 py-4 text-sm" data-testid="order-card">
          <OrderCardHeading order={order} />
          <OrderCustomer order={order} />
          <OrderItemsPreview order={order} />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
            {order.archived ? <ArchivedBadge /> : null}
            <ChannelBadge channel={order.channel} />
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {words.paymentNameOf(order.paymentMethodName)}
            </span>
          </div>
          <OrderActions order={order} permissions={permissions} layout="row" />
        </li>
      ))}
    </ul>
  );
}
