import { useTranslation } from 'react-i18next';
import type { OrderHistoryEntry } from '@crabclaw/shared';
import { formatDate } from '../../../lib/format.ts';

/** A history value in words: a status or payment status by its name, anything else as it came. */
function useValueName() {
  const { t } = useTranslation('admin');
  return (entry: OrderHistoryEntry, value: string | null) => {
    if (value === null) return '—';
    const key = entry.kind === 'payment' ? 'orders.paymentStatuses' : 'orders.statuses';
    return entry.kind === 'status' || entry.kind === 'payment' ? t(`${key}.${value}`, { defaultValue: value }) : value;
  };
}

/**
 * Who changed what and when, oldest first, with the reason a cancellation or correction gave and the courier
 * and waybill number a shipment carried.
 */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t } = useTranslation('orders-admin');
  const valueName = useValueName();
  if (history.length === 0) return <p className="px-5 py-4 text-sm text-slate-500">{t('detail.noHistory')}</p>;
  return (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="order-history">
      {history.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`} className="px-5 py-3 text-sm">
          <p className="font-semibold text-slate-800 dark:text-slate-100">
            {t(`history.${entry.kind}`, { from: valueName(entry, entry.from), to: valueName(entry, entry.to) })}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('history.by', {
              who: entry.changedBy === 'system' ? t('history.system') : entry.changedBy,
            })}{' '}
            · <bdi>{formatDate(entry.changedAt, 'dateTime')}</bdi>
          </p>
          {entry.shippingCourier || entry.waybillNumber ? (
            <p className="mt-1 text-slate-700 dark:text-slate-200">
              {t('history.shipmentDetails', {
                courier: entry.shippingCourier ?? '—',
                waybill: entry.waybillNumber ?? '—',
              })}
            </p>
          ) : null}
          {entry.reason ? (
            <p className="mt-1 text-slate-700 dark:text-slate-200">{t('history.reason', { reason: entry.reason })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
