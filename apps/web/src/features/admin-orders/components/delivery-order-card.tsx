import { useTranslation } from 'react-i18next';
import { quantityLabel, type AdminOrder } from '@crabclaw/shared';
import { PaymentBadge, StatusBadge } from './order-badges.tsx';
import { OrderNumberLink } from './order-card-heading.tsx';

/** One order of the day: ticked for a bulk change, with who, where, what and how far along it is. */
export function DeliveryOrderCard({
  order,
  selected,
  onSelect,
}: {
  order: AdminOrder;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t, i18n } = useTranslation('orders-admin');
  const hidden = t('admin:orders.customerHidden');
  const address = order.shippingAddress;
  const items = order.orderItems.map((item) => `${quantityLabel(item, i18n.language)} ${item.productName}`).join(', ');
  const checkbox = `delivery-select-${order.orderId}`;
  return (
    <li className="flex gap-3 px-5 py-4 text-sm" data-testid="delivery-order">
      <input
        id={checkbox}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-sea-700"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('deliveries.select', { number: order.orderNumber })}
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <OrderNumberLink order={order} />
          <span className="text-slate-600 dark:text-slate-300">{order.customer?.fullName ?? hidden}</span>
        </div>
        <p className="text-slate-600 dark:text-slate-300">
          {address ? `${address.city}, ${address.province}` : hidden}
        </p>
        <p className="text-slate-800 dark:text-slate-100">{items}</p>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
        </div>
      </div>
    </li>
  );
}
