import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSeeCustomerData,
  COMPLETED_STATUSES,
  formatDelivery,
  needsDeliverySlot,
  SHIPPING_METHODS,
  type AdminOrder,
  type StaffRole,
} from '@crabclaw/shared';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { Panel } from '../../../components/admin/index.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';
import { orderPermissions } from '../order-permissions.ts';
import { OrderActions } from './order-actions.tsx';
import { ArchivedBadge, ChannelBadge, PaymentBadge, StatusBadge } from './order-badges.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLinesPanel } from './order-lines-editor.tsx';
import { OrderMessages } from './order-messages.tsx';
import { OrderPayments } from './order-payments.tsx';
import { DeliveryMover } from './delivery-mover.tsx';
import { ShipmentEditor } from './shipment-editor.tsx';
import { EmailLink, PhoneLinks } from './order-customer.tsx';
import { BackToOrders, OrderPageState } from './order-page-state.tsx';

function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="space-y-2 px-5 py-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8rem_1fr] gap-2">
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 break-words text-slate-800 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Customer and address, or the neutral 'Hidden' for what the role does not see: Manager reads where the
 * order goes but not the e-mail, User reads neither (docs/personal-data.md).
 */
function CustomerFacts({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('orders-admin');
  const words = useOrderWords();
  const hidden = t('admin:orders.customerHidden');
  const { customer, shippingAddress: address } = order;
  return (
    <>
      <Facts
        rows={[
          [t('detail.name'), customer?.fullName ?? hidden],
          [t('detail.email'), customer?.email ? <EmailLink key="email" address={customer.email} /> : hidden],
          [
            t('detail.phone'),
            customer ? <PhoneLinks key="phone" phone={customer.phone} name={customer.fullName} /> : hidden,
          ],
        ]}
      />
      {customer?.email ? null : (
        <p className="px-5 pb-4 text-xs text-slate-500 dark:text-slate-400">
          {customer ? t('detail.emailHidden') : t('admin:orders.customerHiddenNote')}
        </p>
      )}
      <h3 className="border-t border-slate-100 px-5 pt-4 text-sm font-bold text-sea-900 dark:border-slate-800 dark:text-white">
        {t('detail.shippingAddress')}
      </h3>
      <Facts
        rows={[
          [
            t('detail.address'),
            address ? `${address.address}, ${address.city}, ${address.province} ${address.postalCode}` : hidden,
          ],
          [
            t('detail.shippingMethod'),
            `${words.shippingName(order.shippingMethod)} (${t('detail.days', { days: order.shippingMethod.estimatedDays })})`,
          ],
          order.delivery
            ? [
                t('delivery.slot'),
                <span key="slot" data-testid="delivery-slot">
                  {formatDelivery(order.delivery, i18n.language === 'en' ? 'en' : 'id')}
                </span>,
              ]
            : [t('detail.estimatedDelivery'), formatDate(order.estimatedDelivery)],
          // What staff entered when they shipped the order, each when given.
          ...(order.shippingCourier ? [[t('detail.shippingCourier'), order.shippingCourier] as const] : []),
          ...(order.waybillNumber
            ? [[t('detail.waybillNumber'), <bdi key="waybill">{order.waybillNumber}</bdi>] as const]
            : []),
        ]}
      />
    </>
  );
}

function PaymentFacts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  return (
    <Facts
      rows={[
        [t('detail.paymentMethod'), words.paymentName(order.paymentMethod)],
        [
          t('detail.paymentStatus'),
          <PaymentBadge key="status" status={order.paymentStatus} orderStatus={order.status} />,
        ],
        [t('detail.paymentDate'), order.paymentDate ? formatDate(order.paymentDate, 'dateTime') : '—'],
        [
          t('detail.paymentDeadline'),
          order.paymentDeadline ? formatDate(order.paymentDeadline, 'dateTime') : t('detail.noDeadline'),
        ],
      ]}
    />
  );
}

/** Who took the order down, for an order staff took by phone or chat (its 'placed' history entry). */
function TakenBy({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('orders-admin');
  const placed = order.history.find((entry) => entry.kind === 'placed');
  if (!placed) return null;
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="taken-by">
      {t('detail.takenBy')}: <bdi className="font-semibold">{placed.changedBy}</bdi>
    </p>
  );
}

/** An order by an area-only method (the Fresh Courier) that is neither cancelled nor completed may change slot. */
const movable = (order: AdminOrder) =>
  SHIPPING_METHODS.some((method) => method.id === order.shippingMethod.id && needsDeliverySlot(method)) &&
  order.status !== 'Cancelled' &&
  !COMPLETED_STATUSES.includes(order.status);

/** /app/orders/:id: everything about one order, its history, and the actions the role may take. */
export function OrderDetailScreen({ orderId, role }: { orderId: number; role: StaffRole }) {
  const { t } = useTranslation('orders-admin');
  const query = useOrder(orderId);
  const order = query.data;
  usePageTitle(order ? t('detail.title', { number: order.orderNumber }) : undefined);
  if (!order) return <OrderPageState error={query.error} onRetry={() => void query.refetch()} />;
  const archived = order.archivedAt !== null;
  const permissions = orderPermissions(role);

  return (
    <>
      <BackToOrders />
      <div className="mb-6 mt-2 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-sea-900 dark:text-white">
            {t('detail.title', { number: order.orderNumber })}
          </h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {t('detail.placed', { date: formatDate(order.orderDate, 'dateTime') })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2" data-testid="order-badges">
            <StatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
            {archived ? <ArchivedBadge /> : null}
            <ChannelBadge channel={order.channel} />
          </div>
          <TakenBy order={order} />
        </div>
        <OrderActions order={{ ...order, archived }} permissions={permissions} layout="page" />
      </div>
      {order.archivedAt ? (
        <p className="mb-4 rounded-xl border border-slate-200 bg-slate-100 px-4 py-2.5 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {t('archived.notice', { date: formatDate(order.archivedAt, 'dateTime') })}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderLinesPanel order={order} role={role} />
          {order.notes ? (
            <Panel title={t('detail.notes')}>
              <p className="whitespace-pre-line px-5 py-4 text-sm text-slate-700 dark:text-slate-200">{order.notes}</p>
            </Panel>
          ) : null}
          <Panel title={t('detail.history')}>
            <OrderHistory history={order.history} />
          </Panel>
          {order.paymentMethod.id === 'online' ? (
            <Panel title={t('payments.title')}>
              <OrderPayments orderId={order.orderId} orderUpdatedAt={order.updatedAt} />
            </Panel>
          ) : null}
          {/* The messages name the customer's address and phone: for the roles that see customers' data. */}
          {canSeeCustomerData(role) ? (
            <Panel title={t('messages.title')}>
              <OrderMessages orderId={order.orderId} orderUpdatedAt={order.updatedAt} />
            </Panel>
          ) : null}
        </div>
        <div className="space-y-6">
          <Panel title={t('detail.customer')}>
            <CustomerFacts order={order} />
          </Panel>
          <Panel title={t('detail.payment')}>
            <PaymentFacts order={order} />
          </Panel>
          {movable(order) && !archived && permissions.cancel ? (
            <Panel title={t('delivery.title')}>
              <DeliveryMover order={order} />
            </Panel>
          ) : null}
          {order.status === 'Shipped' && !archived && permissions.updateStatus ? (
            <Panel title={t('shipment.editTitle')}>
              <ShipmentEditor order={order} />
            </Panel>
          ) : null}
        </div>
      </div>
    </>
  );
}
