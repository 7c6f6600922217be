import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@crabclaw/shared';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';

/** Every line of the order with its picture, then subtotal, shipping, payment fee and total. */
export function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  const totals: Array<[string, number]> = [
    [t('detail.subtotal'), order.subtotal],
    [t('detail.shipping', { method: words.shippingName(order.shippingMethod) }), order.shippingCost],
    [t('detail.paymentFee'), order.paymentFee],
  ];
  return (
    <>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {order.orderItems.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-center gap-3 px-5 py-3 text-sm">
            <FallbackImage src={item.productImage} alt="" width={56} height={56} className="h-14 w-14 rounded-xl" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-800 dark:text-slate-100">{item.productName}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('list.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.unitPrice) })}
                {item.saleUnit ? <span data-testid="price-unit"> {words.priceUnit(item)}</span> : null}
              </p>
            </div>
            <p className="shrink-0 font-semibold">{formatRupiah(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-slate-100 px-5 py-4 text-sm dark:border-slate-800">
        {totals.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-slate-600 dark:text-slate-300">
            <dt>{label}</dt>
            <dd>{formatRupiah(value)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 pt-1 text-base font-bold text-sea-900 dark:text-white">
          <dt>{t('detail.total')}</dt>
          <dd data-testid="order-total">{formatRupiah(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}
