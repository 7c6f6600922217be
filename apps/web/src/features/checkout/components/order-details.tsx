import { useTranslation } from 'react-i18next';
import { formatDelivery, type TrackedOrder } from '@crabclaw/shared';
import { useShippingMethodName } from '../../../lib/checkout-options.ts';
import { formatDate } from '../../../lib/format.ts';
import { OrderTotalsList, SummaryLines } from './order-totals.tsx';
import { useOrderWord } from '../../../lib/order-words.ts';

const STATUS_TONES: Record<TrackedOrder['status'], string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Processing: 'bg-sea-100 text-sea-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-emerald-100 text-emerald-900',
  Completed: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-red-100 text-red-900',
};

/** An order's number, status, delivery slot (or estimate), courier and waybill, items and totals (success and track pages). */
export function OrderDetails({ order }: { order: TrackedOrder }) {
  const { t, i18n } = useTranslation('checkout');
  const orderWord = useOrderWord();
  const shippingName = useShippingMethodName();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('confirmation.orderNumber')}</p>
          <p className="font-mono text-xl font-extrabold text-sea-900 dark:text-white" data-testid="order-number">
            {order.orderNumber}
          </p>
        </div>
        <div className="flex gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS_TONES[order.status]}`}
            data-testid="order-status"
          >
            {orderWord('status', order.status)}
          </span>
          <span
            className="rounded-full bg-slate-100 px-3 py-1 text-xs font-bold text-slate-800"
            data-testid="payment-status"
          >
            {orderWord('customerPaymentStatus', order.paymentStatus)}
          </span>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t('order.date')}</dt>
          <dd className="font-semibold">{formatDate(order.orderDate, 'dateTime')}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">{t('order.shipping')}</dt>
          <dd className="font-semibold">{shippingName(order.shippingMethod)}</dd>
        </div>
        {order.delivery ? (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{t('slots.delivery')}</dt>
            <dd className="font-semibold" data-testid="delivery-slot">
              {formatDelivery(order.delivery, i18n.language === 'en' ? 'en' : 'id')}
            </dd>
          </div>
        ) : (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{t('order.estimatedDelivery')}</dt>
            <dd className="font-semibold">{formatDate(order.estimatedDelivery, 'long')}</dd>
          </div>
        )}
        {/* What staff entered when they shipped the order (issue 25), each when given. */}
        {order.shippingCourier ? (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{t('order.shippingCourier')}</dt>
            <dd className="font-semibold" data-testid="shipping-courier">
              {order.shippingCourier}
            </dd>
          </div>
        ) : null}
        {order.waybillNumber ? (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{t('order.waybillNumber')}</dt>
            <dd className="font-mono font-semibold" data-testid="waybill-number">
              <bdi>{order.waybillNumber}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <SummaryLines
        lines={order.orderItems.map((item) => ({
          id: item.productId,
          name: item.productName,
          image: item.productImage,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          saleUnit: item.saleUnit,
          weight: item.weight,
        }))}
      />
      <OrderTotalsList
        totals={order}
        shippingLabel={t('summary.shippingWith', {
          method: shippingName(order.shippingMethod),
        })}
      />
    </div>
  );
}
