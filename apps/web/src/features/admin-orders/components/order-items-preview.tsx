import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@crabclaw/shared';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { formatRupiah } from '../../../lib/format.ts';

/** A list row's first products (the server sends two) with picture, quantity and unit price. */
export function OrderItemsPreview({ order }: { order: AdminOrderRow }) {
  const { t } = useTranslation('orders-admin');
  const more = order.itemCount - order.items.length;
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-center gap-2">
            <FallbackImage src={item.productImage} alt="" width={40} height={40} className="h-10 w-10 rounded-lg" />
            <div className="min-w-0 text-xs">
              <p className="truncate font-medium text-slate-800 dark:text-slate-100">{item.productName}</p>
              <p className="text-slate-500 dark:text-slate-400">
                {t('list.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.unitPrice) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="text-xs font-medium text-sea-700 dark:text-sea-300">{t('list.moreItems', { count: more })}</p>
      ) : null}
    </div>
  );
}
