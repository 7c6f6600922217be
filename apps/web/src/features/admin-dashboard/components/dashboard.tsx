import { Clock, Package, ShoppingBag, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, LoadState, PageHeader, Panel } from '../../../components/admin/index.ts';
import { orderListLink, OrderSummaryTable, RefundDueOrders, TransfersToVerify } from '../../admin-orders/index.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { BankAccountNotice } from './bank-account-notice.tsx';
import { ChannelTotalsPanel } from './channel-totals.tsx';
import { MailNotice } from './mail-notice.tsx';
import { FirstRunChecklist } from './first-run-checklist.tsx';
import { RevenueChart } from './revenue-chart.tsx';

interface StatCardProps {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  accent: string;
  /** The list the figure counts; a card without one (money received) is a figure only. */
  to?: string;
}

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function StatCard({ label, value, hint, icon: Icon, accent, to }: StatCardProps) {
  const content = (
    <>
      <div className="flex items-center gap-3">
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl', accent)}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
      </div>
      <p className="mt-3 text-2xl font-extrabold tabular-nums text-sea-900 dark:text-white">
        <bdi>{value}</bdi>
      </p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
    </>
  );
  if (!to) return <div className={CARD}>{content}</div>;
  return (
    <Link
      to={to}
      className={cn(CARD, 'block transition hover:border-teal-500 hover:shadow-md dark:hover:border-teal-400')}
    >
      {content}
    </Link>
  );
}

/** The product list lowest stock first: low products at the top, whatever their own thresholds. */
const LOW_STOCK_LIST = '/app/product?sort=stock_asc';

/**
 * /app/LandingLaporan: the shop at a glance, from the database. Each count leads to what it counts (issue 23):
 * the filtered order list, a low product's editor (its page for those who may not edit), an order's page.
 */
export function DashboardScreen({ canEditProducts }: { canEditProducts: boolean }) {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <BankAccountNotice />
      <MailNotice />
      {data?.firstRun ? <FirstRunChecklist items={data.firstRun.items} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data ? (
          <>
            <StatCard
              label={t('dashboard.ordersToday')}
              value={String(data.ordersToday)}
              hint={t('dashboard.ordersTodayHint')}
              icon={ShoppingBag}
              to={orderListLink({ startDate: data.today, endDate: data.today })}
              accent="bg-sea-100 text-sea-700 dark:bg-sea-500/20 dark:text-sea-200"
            />
            <StatCard
              label={t('dashboard.revenueThisMonth')}
              value={formatRupiah(data.revenueThisMonth)}
              hint={t('dashboard.revenueHint')}
              icon={Wallet}
              accent="bg-teal-500/15 text-teal-700 dark:text-teal-300"
            />
            <StatCard
              label={t('dashboard.pendingOrders')}
              value={String(data.pendingOrders)}
              hint={t('dashboard.pendingHint')}
              icon={Clock}
              to={orderListLink({ status: 'Pending' })}
              accent="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
            />
            <StatCard
              label={t('dashboard.lowStock')}
              value={String(data.lowStockCount)}
              hint={t('dashboard.lowStockHint')}
              icon={Package}
              to={LOW_STOCK_LIST}
              accent="bg-coral-500/15 text-coral-600 dark:text-coral-400"
            />
          </>
        ) : (
          [0, 1, 2, 3].map((card) => <Skeleton key={card} className="h-32" />)
        )}
      </div>

      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Panel title={t('dashboard.chartTitle')} className="xl:col-span-2">
          <div className="p-5">
            <LoadState
              isPending={dashboard.isPending}
              isError={dashboard.isError}
              isEmpty={false}
              onRetry={() => void dashboard.refetch()}
              emptyText=""
            >
              {data ? <RevenueChart days={data.revenueByDay} /> : null}
            </LoadState>
          </div>
        </Panel>
        <Panel title={t('dashboard.lowStockTitle')}>
          <LoadState
            isPending={dashboard.isPending}
            isError={dashboard.isError}
            isEmpty={data?.lowStockProducts.length === 0}
            onRetry={() => void dashboard.refetch()}
            emptyText={t('dashboard.lowStockEmpty')}
          >
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data?.lowStockProducts.map((product) => (
                <li key={product.productId}>
                  <Link
                    to={`/app/product/${canEditProducts ? 'edit' : 'detail'}/${product.productId}`}
                    className="flex items-center justify-between gap-3 px-5 py-3 text-sm hover:bg-slate-50 dark:hover:bg-slate-800/60"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-700 dark:text-slate-200">
                        {product.productName}
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {t('dashboard.threshold', {
                          count: product.threshold,
                          unit: t(`dashboard.units.${product.saleUnit}`),
                        })}
                      </span>
                    </span>
                    <Badge tone={product.stock === 0 ? 'red' : 'yellow'}>
                      {t('dashboard.stockLeft', {
                        count: product.stock,
                        unit: t(`dashboard.units.${product.saleUnit}`),
                      })}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          </LoadState>
        </Panel>
      </div>

      <ChannelTotalsPanel today={data?.today} />

      <TransfersToVerify />

      <RefundDueOrders />

      <Panel
        title={t('dashboard.latestOrders')}
        className="mt-6"
        actions={
          <Link to="/app/orders" className="text-sm font-semibold text-teal-600 hover:underline dark:text-teal-400">
            {t('dashboard.allOrders')}
          </Link>
        }
      >
        <LoadState
          isPending={dashboard.isPending}
          isError={dashboard.isError}
          isEmpty={data?.latestOrders.length === 0}
          onRetry={() => void dashboard.refetch()}
          emptyText={t('dashboard.noOrders')}
        >
          <OrderSummaryTable orders={data?.latestOrders ?? []} />
        </LoadState>
      </Panel>
    </>
  );
}
