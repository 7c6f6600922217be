import { FileSpreadsheet, FileText, FilterX, Inbox, PhoneCall } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import { ORDER_PAGE_SIZES, shownRange, type StaffRole } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { PageNumbers } from '../../../components/ui/page-numbers.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadFailed, PageHeader, Panel, RefreshButton, useLastPageWhenPast } from '../../../components/admin/index.ts';
import { useExportOrders, type OrderExportFormat } from '../api/export-orders.ts';
import { useOrders } from '../api/get-orders.ts';
import { useOrderStatistics } from '../api/get-order-statistics.ts';
import {
  hasFilters,
  orderFilterOf,
  orderQueryOf,
  useOrderListState,
  type OrderListState,
  type OrderListUpdate,
} from '../hooks/use-order-list-state.ts';
import { orderPermissions } from '../order-permissions.ts';
import { CLEARED, OrderFilters } from './order-filters.tsx';
import { OrderCards } from './order-cards.tsx';
import { OrderStats } from './order-stats.tsx';
import { OrderTable } from './order-table.tsx';
import { toastFailure } from './toast-failure.ts';

function EmptyOrders({ state, update }: { state: OrderListState; update: OrderListUpdate }) {
  const { t } = useTranslation('orders-admin');
  return (
    <div className="flex flex-col items-center gap-2 p-10 text-center text-slate-500 dark:text-slate-400">
      <Inbox className="h-8 w-8" aria-hidden />
      <p className="font-semibold text-slate-700 dark:text-slate-200">{t('list.empty')}</p>
      <p className="text-sm">{t(state.archived ? 'list.emptyArchive' : 'list.emptyText')}</p>
      {hasFilters(state) ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => update(CLEARED)}>
          <FilterX className="h-4 w-4" aria-hidden />
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}

/** /app/orders: back-office section 2, Order management. */
export function OrderListScreen({ role }: { role: StaffRole }) {
  const { t } = useTranslation('orders-admin');
  const [state, update] = useOrderListState();
  const permissions = orderPermissions(role);
  // Only Owner and Admin see the archive; a shared link with ?archived=true shows others the live list.
  const listState = permissions.correct ? state : { ...state, archived: false };
  const filter = orderFilterOf(listState);
  const orders = useOrders(orderQueryOf(listState));
  const statistics = useOrderStatistics(filter);
  const exporting = useExportOrders();
  const data = orders.data;

  // The last order on a page archived, or a hand-edited URL: the last page is shown.
  useLastPageWhenPast(data, state.page, (page) => update({ page }, { replace: true }));

  const refresh = () => void Promise.all([orders.refetch(), statistics.refetch()]);
  const exportOrders = (format: OrderExportFormat) => {
    if (data?.totalCount === 0) {
      toast.warning(t('toast.noData'), { description: t('toast.noDataText') });
      return;
    }
    exporting.mutate(
      { filter, format },
      {
        onError: (failure) => toastFailure(t('toast.error'), t('toast.exportFailed'), failure),
      },
    );
  };
  const { from, to } = data ? shownRange(data.currentPage, data.pageSize, data.totalCount) : { from: 0, to: 0 };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t(listState.archived ? 'archived.description' : 'description')}
        actions={
          <>
            {permissions.take ? (
              <Link to="/app/orders/create" className={buttonClass('primary')}>
                <PhoneCall className="h-4 w-4" aria-hidden />
                {t('takeOrder')}
              </Link>
            ) : null}
            <RefreshButton onClick={refresh} busy={orders.isFetching}>
              {t('refresh')}
            </RefreshButton>
            <Button variant="teal" onClick={() => exportOrders('xlsx')} disabled={exporting.isPending || !data}>
              <FileSpreadsheet className="h-4 w-4" aria-hidden />
              {t('exportExcel')}
            </Button>
            <Button variant="outline" onClick={() => exportOrders('csv')} disabled={exporting.isPending || !data}>
              <FileText className="h-4 w-4" aria-hidden />
              {t('exportCsv')}
            </Button>
          </>
        }
      />
      {/* The search and filters first, then the figures they give: on a phone the results follow at once. */}
      <Panel>
        <OrderFilters state={listState} update={update} canSeeArchive={permissions.correct} />
        <OrderStats filter={filter} />
        {orders.isPending ? (
          <div className="flex justify-center p-10" aria-busy="true">
            <Spinner label={t('list.loading')} className="text-sm text-slate-600 dark:text-slate-300" />
          </div>
        ) : orders.isError ? (
          <LoadFailed
            onRetry={() => void orders.refetch()}
            message={t('list.loadFailed')}
            retryLabel={t('list.retry')}
          />
        ) : data?.totalCount === 0 ? (
          <EmptyOrders state={listState} update={update} />
        ) : data ? (
          <>
            <OrderTable orders={data.data} permissions={permissions} />
            <OrderCards orders={data.data} permissions={permissions} />
          </>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
          <div className="flex flex-wrap items-center gap-4">
            <label className="flex items-center gap-2">
              {t('list.pageSize')}
              <Select
                value={state.pageSize}
                onChange={(event) => update({ pageSize: Number(event.target.value) })}
                className="h-9"
              >
                {ORDER_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            </label>
            {data ? (
              <p aria-live="polite" data-testid="shown-range">
                {t('admin:list.showing', { from, to, total: data.totalCount })}
              </p>
            ) : null}
          </div>
          {data ? (
            <PageNumbers
              page={data.currentPage}
              totalPages={data.totalPages}
              onPage={(page) => update({ page })}
              labels={{
                nav: t('list.pagination'),
                previous: t('admin:list.previous'),
                next: t('admin:list.next'),
                page: (page) => t('list.page', { page }),
              }}
            />
          ) : null}
        </div>
      </Panel>
    </>
  );
}
