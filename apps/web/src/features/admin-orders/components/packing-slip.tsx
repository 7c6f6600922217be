import { useTranslation } from 'react-i18next';
import { formatDelivery, quantityTotals, type AdminOrder } from '@crabclaw/shared';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';
import { BackToOrders, OrderPageState } from './order-page-state.tsx';
import { PrintSheets } from './print-sheets.tsx';

/** /app/orders/:id/packing-slip: what the warehouse packs and where it goes, on one printed page. */
export function PackingSlip({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders-admin');
  const query = useOrder(orderId);
  const order = query.data;
  usePageTitle(order ? t('slip.title', { number: order.orderNumber }) : undefined);
  if (!order) return <OrderPageState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <PrintSheets back={<BackToOrders />}>
      <PackingSlipSheet order={order} />
    </PrintSheets>
  );
}

/** One order's slip, the same on its own page and among the day's slips. */
export function PackingSlipSheet({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('orders-admin');
  const words = useOrderWords();
  const hidden = t('admin:orders.customerHidden');
  const address = order.shippingAddress;
  // Per sale unit: kilograms and pieces do not add up to one number.
  const units = quantityTotals(order.orderItems, i18n.language);

  return (
    <article className="print-sheet mx-auto max-w-3xl break-inside-avoid rounded-2xl border border-slate-200 bg-white p-8 text-slate-900 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-white print:bg-white print:text-black">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4 dark:border-slate-700">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide">{t('common:companyName')}</p>
          <h1 className="text-2xl font-extrabold">{t('slip.heading')}</h1>
        </div>
        <dl className="text-end text-sm">
          <dt className="sr-only">{t('list.order')}</dt>
          <dd className="text-lg font-bold" data-testid="slip-order-number">
            {order.orderNumber}
          </dd>
          <dt className="sr-only">{t('list.date')}</dt>
          <dd>{formatDate(order.orderDate, 'dateTime')}</dd>
          <dt className="sr-only">{t('detail.shippingMethod')}</dt>
          <dd>{words.shippingName(order.shippingMethod)}</dd>
          {order.delivery ? (
            <>
              <dt className="sr-only">{t('delivery.slot')}</dt>
              <dd className="font-bold" data-testid="slip-delivery-slot">
                {formatDelivery(order.delivery, i18n.language === 'en' ? 'en' : 'id')}
              </dd>
            </>
          ) : null}
        </dl>
      </header>
      <section className="border-b border-slate-200 py-4 dark:border-slate-700">
        <h2 className="text-xs font-bold uppercase tracking-wide">{t('slip.shipTo')}</h2>
        <address className="mt-1 not-italic leading-relaxed">
          <span className="block font-semibold">{order.customer?.fullName ?? hidden}</span>
          <span className="block">{order.customer?.phone ?? hidden}</span>
          {address ? (
            <>
              <span className="block">{address.address}</span>
              <span className="block">
                {address.city}, {address.province} {address.postalCode}
              </span>
            </>
          ) : (
            <span className="block">{hidden}</span>
          )}
        </address>
      </section>
      <table className="mt-4 w-full text-start text-sm">
        <caption className="sr-only">{t('slip.items')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-xs uppercase tracking-wide">
            <th className="w-10 py-2 text-start">
              <span className="sr-only">{t('slip.packed')}</span>
            </th>
            <th className="py-2 text-start">{t('list.products')}</th>
            <th className="py-2 text-end">{t('slip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item, index) => (
            <tr key={`${item.productId}-${index}`} className="border-b border-slate-200 dark:border-slate-700">
              <td className="py-2.5">
                <span className="block h-4 w-4 rounded border border-slate-500" aria-hidden />
              </td>
              <td className="py-2.5 font-medium">{item.productName}</td>
              <td className="py-2.5 text-end text-base font-bold">
                {item.quantity}
                {/* 2 of what: kilograms, packs or pieces, as the line was sold. */}
                {item.saleUnit ? (
                  <span className="ms-1 text-sm font-normal" data-testid="slip-unit">
                    {words.quantityUnit(item)}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td className="py-2.5 font-semibold">{t('slip.units')}</td>
            <td className="py-2.5 text-end font-bold" data-testid="slip-units">
              {units}
            </td>
          </tr>
        </tfoot>
      </table>
      {order.notes ? (
        <section className="mt-4">
          <h2 className="text-xs font-bold uppercase tracking-wide">{t('detail.notes')}</h2>
          <p className="mt-1 whitespace-pre-line text-sm">{order.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
