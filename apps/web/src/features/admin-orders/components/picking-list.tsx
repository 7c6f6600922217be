import { useTranslation } from 'react-i18next';
import { quantityLabel } from '@crabclaw/shared';
import { LoadState } from '../../../components/admin/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useDeliveryDay } from '../api/get-delivery-day.ts';
import { BackToDeliveries } from './back-to-deliveries.tsx';
import { shopDayStart } from './delivery-day-picker.tsx';
import { PrintSheets } from './print-sheets.tsx';

/** /app/deliveries/:date/picking: what to fetch at dawn for the day's orders, one printed page (issue 27). */
export function PickingList({ date }: { date: string }) {
  const { t, i18n } = useTranslation('orders-admin');
  const day = useDeliveryDay(date);
  const title = t('deliveries.pickingTitle', { date: formatDate(shopDayStart(date), 'long') });
  usePageTitle(title);
  const lines = day.data?.picking ?? [];
  return (
    <PrintSheets back={<BackToDeliveries date={date} />}>
      <article className="print-sheet mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8 text-slate-900 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-white print:bg-white print:text-black">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <LoadState
          isPending={day.isPending}
          isError={day.isError}
          isEmpty={lines.length === 0}
          onRetry={() => void day.refetch()}
          emptyText={t('deliveries.empty')}
        >
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-xs uppercase tracking-wide">
                <th className="w-10 py-2 text-start">
                  <span className="sr-only">{t('deliveries.fetched')}</span>
                </th>
                <th className="py-2 text-start">{t('list.products')}</th>
                <th className="py-2 text-end">{t('slip.quantity')}</th>
                <th className="py-2 text-end">{t('deliveries.orders')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr
                  key={`${line.productId ?? line.productName}-${line.saleUnit}-${line.weight}`}
                  className="border-b border-slate-200 dark:border-slate-700"
                  data-testid="picking-line"
                >
                  <td className="py-2.5">
                    <span className="block h-4 w-4 rounded border border-slate-500" aria-hidden />
                  </td>
                  <td className="py-2.5 font-medium">{line.productName}</td>
                  <td className="py-2.5 text-end text-base font-bold">{quantityLabel(line, i18n.language)}</td>
                  <td className="py-2.5 text-end">{line.orderCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </LoadState>
      </article>
    </PrintSheets>
  );
}
