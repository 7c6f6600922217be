import { useTranslation } from 'react-i18next';
import { OrderLinesSnapshotSchema, type OrderHistoryEntry, type OrderWords } from '@crabclaw/shared';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

const VALUE_WORDS: Partial<Record<OrderHistoryEntry['kind'], keyof OrderWords>> = {
  status: 'status',
  payment: 'paymentStatus',
  placed: 'channel',
};

/** A history value in words: a status, payment status or channel by its name, anything else as it came. */
function useValueName() {
  const orderWord = useOrderWord();
  return (entry: OrderHistoryEntry, value: string | null) => {
    if (value === null) return '—';
    const kind = VALUE_WORDS[entry.kind];
    return kind ? orderWord(kind, value) : value;
  };
}

/** A 'lines' entry's order before and after the change (issue 26): its lines and total, as the server kept them. */
function LinesChange({ entry }: { entry: OrderHistoryEntry }) {
  const { t } = useTranslation('orders-admin');
  const sides = (['before', 'after'] as const).map((side) => {
    const parsed = OrderLinesSnapshotSchema.safeParse(
      JSON.parse((side === 'before' ? entry.from : entry.to) ?? 'null'),
    );
    if (!parsed.success) return null;
    const lines = parsed.data.lines.map((line) => t('history.line', line)).join(', ');
    return <p key={side}>{t(`history.${side}`, { lines, total: formatRupiah(parsed.data.total) })}</p>;
  });
  return <div className="mt-1 space-y-0.5 text-slate-700 dark:text-slate-200">{sides}</div>;
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
          {entry.kind === 'lines' ? <LinesChange entry={entry} /> : null}
          {entry.reason ? (
            <p className="mt-1 text-slate-700 dark:text-slate-200">{t('history.reason', { reason: entry.reason })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
