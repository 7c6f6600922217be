import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  PagedList,
  Panel,
  SearchField,
  table,
  useDebouncedValue,
} from '../../../components/admin/index.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useCustomers } from '../api/get-customers.ts';

const PAGE_SIZE = 10;

/** /app/customer (owners only): the people who ordered, built from their orders. */
export function CustomerListScreen() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim());
  const customers = useCustomers({ search: settledSearch || undefined, page, pageSize: PAGE_SIZE });
  const data = customers.data;

  return (
    <>
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <Panel>
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <SearchField
            value={search}
            label={t('customers.search')}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {data ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('customers.count', { count: data.totalCount })}
            </p>
          ) : null}
        </div>
        <PagedList
          list={customers}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          emptyText={settledSearch ? t('customers.noMatch') : t('customers.empty')}
        >
          <ul className="divide-y divide-slate-100 sm:hidden dark:divide-slate-800">
            {data?.data.map((customer) => (
              <li key={customer.customerEmail.toLowerCase()} className="px-5 py-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-sea-900 dark:text-white">{customer.customerName}</p>
                  <p className="shrink-0 font-bold text-sea-900 dark:text-white">{formatRupiah(customer.totalSpent)}</p>
                </div>
                <p className="text-slate-600 dark:text-slate-300">
                  {customer.customerEmail} · {customer.customerPhone}
                </p>
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {t('customers.orders')}: {customer.orderCount} · {t('customers.lastOrder')}:{' '}
                  <bdi>{formatDate(customer.lastOrderDate)}</bdi>
                </p>
              </li>
            ))}
          </ul>
          <div className={cn(table.wrap, 'hidden sm:block')}>
            <table className={cn(table.table, 'min-w-[48rem]')}>
              <thead className={table.head}>
                <tr>
                  <th className={table.th}>{t('customers.name')}</th>
                  <th className={table.th}>{t('customers.contact')}</th>
                  <th className={cn(table.th, 'text-end')}>{t('customers.orders')}</th>
                  <th className={cn(table.th, 'text-end')}>{t('customers.totalSpent')}</th>
                  <th className={table.th}>{t('customers.lastOrder')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.data.map((customer) => (
                  <tr key={customer.customerEmail.toLowerCase()} className={table.row}>
                    <td className={cn(table.td, 'font-semibold text-sea-900 dark:text-white')}>
                      {customer.customerName}
                    </td>
                    <td className={table.td}>
                      <p>{customer.customerEmail}</p>
                      <p className="text-xs text-slate-500 dark:text-slate-400">{customer.customerPhone}</p>
                    </td>
                    <td className={cn(table.td, 'text-end')}>{customer.orderCount}</td>
                    <td className={cn(table.td, 'text-end font-semibold')}>{formatRupiah(customer.totalSpent)}</td>
                    <td className={table.td}>
                      <bdi>{formatDate(customer.lastOrderDate)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </PagedList>
      </Panel>
    </>
  );
}
