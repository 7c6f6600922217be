import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK_THRESHOLD, type ProductStatus } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { formatRupiah } from '../../../lib/format.ts';
import {
  Badge,
  LoadState,
  PageHeader,
  Pager,
  Panel,
  ReadOnlyNote,
  SearchField,
  table,
  useDebouncedValue,
  type BadgeTone,
} from '../../admin-shell/index.ts';
import { useProducts } from '../api/get-products.ts';

const PAGE_SIZE = 10;

/** Spec: Fresh or Available green, Out of Stock yellow, Discontinued red. */
const STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  Fresh: 'green',
  Available: 'green',
  'Out of Stock': 'yellow',
  Discontinued: 'red',
};

/** /app/product for now: the catalogue as a read-only, searchable, paginated table. */
export function ProductListScreen() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim());
  const products = useProducts({ page, pageSize: PAGE_SIZE, search: settledSearch || undefined });
  const data = products.data;

  return (
    <>
      <PageHeader title={t('products.title')} description={t('products.description')} />
      <ReadOnlyNote />
      <Panel>
        <div className="px-5 py-4">
          <SearchField
            value={search}
            label={t('products.search')}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        </div>
        <LoadState
          isPending={products.isPending}
          isError={products.isError}
          isEmpty={data?.totalCount === 0}
          onRetry={() => void products.refetch()}
          emptyText={t('products.empty')}
        >
          <div className={table.wrap}>
            <table className={cn(table.table, 'min-w-[52rem]')}>
              <thead className={table.head}>
                <tr>
                  <th className={table.th}>{t('products.product')}</th>
                  <th className={table.th}>{t('products.category')}</th>
                  <th className={cn(table.th, 'text-end')}>{t('products.price')}</th>
                  <th className={cn(table.th, 'text-end')}>{t('products.stock')}</th>
                  <th className={table.th}>{t('products.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data?.data.map((product) => (
                  <tr key={product.productId} className={table.row}>
                    <td className={table.td}>
                      <div className="flex items-center gap-3">
                        {(product.images?.thumb ?? product.imageUrl) ? (
                          <img
                            src={product.images?.thumb ?? product.imageUrl ?? ''}
                            alt=""
                            className="h-11 w-11 shrink-0 rounded-xl object-cover"
                            loading="lazy"
                          />
                        ) : (
                          <span aria-hidden className="h-11 w-11 shrink-0 rounded-xl bg-slate-100 dark:bg-slate-800" />
                        )}
                        <span className="font-semibold text-sea-900 dark:text-white">
                          {product.productName || t('products.unknown')}
                        </span>
                      </div>
                    </td>
                    <td className={table.td}>{product.category?.name ?? t('products.unknownCategory')}</td>
                    <td className={cn(table.td, 'text-end whitespace-nowrap')}>
                      <span className="font-semibold">{formatRupiah(product.price)}</span>
                      {product.price !== product.originalPrice ? (
                        <span className="block text-xs text-slate-500 line-through dark:text-slate-400">
                          {formatRupiah(product.originalPrice)}
                        </span>
                      ) : null}
                    </td>
                    <td
                      className={cn(
                        table.td,
                        'text-end',
                        product.stock <= LOW_STOCK_THRESHOLD && 'font-semibold text-coral-600 dark:text-coral-400',
                      )}
                    >
                      {product.stock}
                    </td>
                    <td className={table.td}>
                      <Badge tone={STATUS_TONES[product.productStatus] ?? 'grey'}>
                        {t(`products.statuses.${product.productStatus}`, { defaultValue: product.productStatus })}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data ? (
            <Pager
              page={page}
              totalPages={data.totalPages}
              totalCount={data.totalCount}
              pageSize={PAGE_SIZE}
              onPage={setPage}
            />
          ) : null}
        </LoadState>
      </Panel>
    </>
  );
}
