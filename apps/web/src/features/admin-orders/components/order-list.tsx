import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, PageHeader, Pager, Panel, ReadOnlyNote } from '../../admin-shell/index.ts';
import { useStaffOrders } from '../api/get-staff-orders.ts';
import { OrderSummaryTable } from './order-summary-table.tsx';

/** Spec section 9: page sizes 5, 10, 25, 50, default 10. */
const PAGE_SIZES = [5, 10, 25, 50] as const;

/** /app/orders for now: every order, newest first, read-only (status changes come with order management). */
export function OrderListScreen() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const orders = useStaffOrders({ page, pageSize });
  const data = orders.data;

  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <ReadOnlyNote />
      <Panel>
        <div className="flex items-center justify-end gap-2 px-5 py-3 text-sm text-slate-600 dark:text-slate-300">
          <label htmlFor="orders-page-size">{t('list.pageSize')}</label>
          <select
            id="orders-page-size"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-700 dark:bg-slate-950"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <LoadState
          isPending={orders.isPending}
          isError={orders.isError}
          isEmpty={data?.totalCount === 0}
          onRetry={() => void orders.refetch()}
          emptyText={t('orders.empty')}
        >
          <OrderSummaryTable orders={data?.data ?? []} detailed />
          {data ? (
            <Pager
              page={page}
              totalPages={data.totalPages}
              totalCount={data.totalCount}
              pageSize={pageSize}
              onPage={setPage}
            />
          ) : null}
        </LoadState>
      </Panel>
    </>
  );
}
