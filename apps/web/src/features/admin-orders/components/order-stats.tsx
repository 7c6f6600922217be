import { Banknote, CheckCircle2, ChevronRight, Clock, ShoppingBag, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderFilter } from '@crabclaw/shared';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';

function StatCard({ icon, label, value, note }: { icon: ReactNode; label: string; value?: string; note: string }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-sea-50 text-sea-700 dark:bg-slate-800 dark:text-sea-200"
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
        <div className="mt-0.5 text-xl font-extrabold text-sea-900 dark:text-white" data-testid="stat-value">
          {value ?? <Skeleton className="h-7 w-20" />}
        </div>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{note}</p>
      </div>
    </li>
  );
}

/** From this width the summary starts open: the table's width, where the cards fit beside the list. */
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * The spec's four cards over the list's current filters, plus the money actually received: the spec's
 * revenue counts every order, paid or not, so each figure says which one it is. Folded under "Summary" on a
 * phone, where five cards stood between the search and its results (issue 23); open on wide screens.
 */
export function OrderStats({ filter }: { filter: AdminOrderFilter }) {
  const { t } = useTranslation('orders-admin');
  const stats = useOrderStatistics(filter);
  const [open, setOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const data = stats.data;
  const icon = 'h-5 w-5';
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group border-b border-slate-100 px-5 py-3 dark:border-slate-800"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-semibold text-sea-900 dark:text-white [&::-webkit-details-marker]:hidden">
        <ChevronRight className="h-4 w-4 transition-transform group-open:rotate-90 rtl:-scale-x-100" aria-hidden />
        {t('stats.summary')}
      </summary>
      {stats.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t('stats.failed')}
        </p>
      ) : (
        <ul
          className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-5"
          aria-busy={stats.isPending}
          data-testid="order-stats"
        >
          <StatCard
            icon={<ShoppingBag className={icon} />}
            label={t('stats.total')}
            value={data?.totalOrders.toLocaleString('id-ID')}
            note={t('stats.totalNote')}
          />
          <StatCard
            icon={<Clock className={icon} />}
            label={t('stats.pending')}
            value={data?.pendingOrders.toLocaleString('id-ID')}
            note={t('stats.pendingNote')}
          />
          <StatCard
            icon={<CheckCircle2 className={icon} />}
            label={t('stats.completed')}
            value={data?.completedOrders.toLocaleString('id-ID')}
            note={t('stats.completedNote')}
          />
          <StatCard
            icon={<Banknote className={icon} />}
            label={t('stats.revenue')}
            value={data ? formatRupiah(data.totalRevenue) : undefined}
            note={t('stats.revenueNote')}
          />
          <StatCard
            icon={<Wallet className={icon} />}
            label={t('stats.paidRevenue')}
            value={data ? formatRupiah(data.paidRevenue) : undefined}
            note={t('stats.paidRevenueNote')}
          />
        </ul>
      )}
    </details>
  );
}
