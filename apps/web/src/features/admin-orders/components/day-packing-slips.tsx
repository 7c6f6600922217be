import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useDeliveryDay } from '../api/get-delivery-day.ts';
import { BackToDeliveries } from './back-to-deliveries.tsx';
import { shopDayStart } from './delivery-day-picker.tsx';
import { PackingSlipSheet } from './packing-slip.tsx';
import { PrintSheets } from './print-sheets.tsx';

/**
 * /app/deliveries/:date/packing-slips: every slip of the day, window by window, each the order's own slip on
 * a page of its own; printed, or saved as one PDF from the print dialog (decision 040). Cancelled orders are
 * not packed.
 */
export function DayPackingSlips({ date }: { date: string }) {
  const { t } = useTranslation('orders-admin');
  const day = useDeliveryDay(date);
  usePageTitle(t('deliveries.slipsTitle', { date: formatDate(shopDayStart(date), 'long') }));
  const orders = (day.data?.windows ?? [])
    .flatMap((window) => window.orders)
    .filter((order) => order.status !== 'Cancelled');
  return (
    <PrintSheets back={<BackToDeliveries date={date} />}>
      <LoadState
        isPending={day.isPending}
        isError={day.isError}
        isEmpty={orders.length === 0}
        onRetry={() => void day.refetch()}
        emptyText={t('deliveries.empty')}
      >
        {orders.map((order) => (
          <PackingSlipSheet key={order.orderId} order={order} />
        ))}
      </LoadState>
    </PrintSheets>
  );
}
