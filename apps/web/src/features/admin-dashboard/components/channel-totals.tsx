import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, Panel } from '../../../components/admin/index.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { useChannelTotals, type ShopDayRange } from '../api/get-channel-totals.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

const PERIODS = ['today', 'last7Days', 'thisMonth', 'last30Days'] as const;
type Period = (typeof PERIODS)[number];

/** The shop day `days` before `day` (YYYY-MM-DD): calendar arithmetic, so UTC is only the notation. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The period's shop days, ending today (the dashboard's day in WIB). */
function rangeOf(period: Period, today: string): ShopDayRange {
  const startDate = {
    today,
    last7Days: daysBefore(today, 6),
    thisMonth: `${today.slice(0, 8)}01`,
    last30Days: daysBefore(today, 29),
  }[period];
  return { startDate, endDate: today };
}

/** Issue 26: orders and paid revenue per channel (web, WhatsApp, phone, staff) over the period staff choose. */
export function ChannelTotalsPanel({ today }: { today: string | undefined }) {
  const { t } = useTranslation('admin');
  const orderWord = useOrderWord();
  const [period, setPeriod] = useState<Period>('thisMonth');
  const totals = useChannelTotals(today ? rangeOf(period, today) : undefined);
  return (
    <Panel
      title={t('dashboard.channels.title')}
      className="mt-6"
      actions={
        <select
          aria-label={t('dashboard.channels.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as Period)}
          className="h-9 rounded-lg border border-slate-200 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {PERIODS.map((option) => (
            <option key={option} value={option}>
              {t(`dashboard.channels.periods.${option}`)}
            </option>
          ))}
        </select>
      }
    >
      <LoadState
        isPending={totals.isPending}
        isError={totals.isError}
        isEmpty={false}
        onRetry={() => void totals.refetch()}
        emptyText=""
      >
        <table className="w-full text-sm" data-testid="channel-totals">
          <thead className="text-left text-xs text-slate-500 dark:text-slate-400">
            <tr>
              <th className="px-5 py-2 font-medium">{t('dashboard.channels.channel')}</th>
              <th className="px-5 py-2 text-right font-medium">{t('dashboard.channels.orders')}</th>
              <th className="px-5 py-2 text-right font-medium">{t('dashboard.channels.paidRevenue')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {totals.data?.byChannel.map((row) => (
              <tr key={row.channel}>
                <th scope="row" className="px-5 py-2 text-left font-medium text-slate-700 dark:text-slate-200">
                  {orderWord('channel', row.channel)}
                </th>
                <td className="px-5 py-2 text-right tabular-nums">{row.orders}</td>
                <td className="px-5 py-2 text-right tabular-nums">
                  <bdi>{formatRupiah(row.paidRevenue)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </LoadState>
    </Panel>
  );
}
