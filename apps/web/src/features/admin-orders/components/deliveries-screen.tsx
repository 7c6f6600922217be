import { ClipboardList, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrder, StaffRole } from '@crabclaw/shared';
import { LoadState, PageHeader, Panel, RefreshButton } from '../../../components/admin/index.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDeliveryDay } from '../api/get-delivery-day.ts';
import { useDeliveryDate } from '../hooks/use-delivery-date.ts';
import { orderPermissions } from '../order-permissions.ts';
import { BulkStatusBar } from './bulk-status-bar.tsx';
import { DeliveryDayPicker, shopDayStart } from './delivery-day-picker.tsx';
import { DeliveryOrderCard } from './delivery-order-card.tsx';

/** The orders of one window, each with its tick box. */
function DeliveryWindow({
  label,
  orders,
  selected,
  onSelect,
}: {
  label: string;
  orders: AdminOrder[];
  selected: ReadonlySet<number>;
  onSelect: (orderId: number, selected: boolean) => void;
}) {
  const { t } = useTranslation('orders-admin');
  return (
    <Panel title={`${label} · ${t('deliveries.orderCount', { count: orders.length })}`}>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={label}>
        {orders.map((order) => (
          <DeliveryOrderCard
            key={order.orderId}
            order={order}
            selected={selected.has(order.orderId)}
            onSelect={(on) => onSelect(order.orderId, on)}
          />
        ))}
      </ul>
    </Panel>
  );
}

/** /app/deliveries: the day's work (issue 27): the orders by window, what to fetch, the slips, moving many at once. */
export function DeliveriesScreen({ role }: { role: StaffRole }) {
  const { t } = useTranslation('orders-admin');
  const [date, setDate] = useDeliveryDate();
  const day = useDeliveryDay(date);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const windows = day.data?.windows ?? [];
  const choose = (next: string) => {
    setSelected(new Set());
    setDate(next);
  };
  const select = (orderId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('deliveries.title')}
        description={formatDate(shopDayStart(date), 'long')}
        actions={
          <>
            <Link to={`/app/deliveries/${date}/picking`} className={buttonClass('outline')}>
              <ClipboardList className="h-4 w-4" aria-hidden />
              {t('deliveries.picking')}
            </Link>
            <Link to={`/app/deliveries/${date}/packing-slips`} className={buttonClass('outline')}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('deliveries.slips')}
            </Link>
            <RefreshButton onClick={() => void day.refetch()} busy={day.isFetching}>
              {t('refresh')}
            </RefreshButton>
          </>
        }
      />
      <div className="space-y-4">
        <DeliveryDayPicker date={date} onChange={choose} />
        {orderPermissions(role).updateStatus && windows.length > 0 ? (
          <BulkStatusBar orderIds={[...selected]} onDone={() => setSelected(new Set())} />
        ) : null}
        <LoadState
          isPending={day.isPending}
          isError={day.isError}
          isEmpty={windows.length === 0}
          onRetry={() => void day.refetch()}
          emptyText={t('deliveries.empty')}
        >
          {windows.map((window) => (
            <DeliveryWindow key={window.window} {...window} selected={selected} onSelect={select} />
          ))}
        </LoadState>
      </div>
    </>
  );
}
