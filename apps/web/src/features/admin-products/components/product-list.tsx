import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADMIN_PRODUCT_PAGE_SIZES,
  PRODUCT_STATUSES,
  isLowStock,
  type AdminProduct,
  type ProductStatus,
} from '@crabclaw/shared';
import {
  AddLink,
  columnSort,
  DataTable,
  PageHeader,
  Panel,
  ResultPagination,
  RowActions,
  SearchField,
  useLastPageWhenPast,
  useSearchBox,
  type DataColumn,
} from '../../../components/admin/index.ts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { useProductListState } from '../hooks/use-product-list-state.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { ProductStatusBadge } from './status-badge.tsx';

/**
 * /app/product (back-office section 2): search, category and status filters and sort, all done by the
 * server, with the list state in the URL. Managers and above see Add, edit and delete; a User only reads.
 * Stock at or below the product's low-stock threshold (else `defaultLowStockThreshold`, parameter 014) stands out.
 */
export function ProductListScreen({
  canManage,
  defaultLowStockThreshold,
}: {
  canManage: boolean;
  defaultLowStockThreshold: number;
}) {
  const { t } = useTranslation('products-admin');
  const [state, update] = useProductListState();
  const [searchText, setSearchText] = useSearchBox(state.search, (search) => update({ search }, { replace: true }));
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const list = useAdminProducts({ ...state, search: state.search || undefined });
  const categories = useCategoryOptions();
  useLastPageWhenPast(list.data, state.page, (page) => update({ page }, { replace: true }));

  const columns: DataColumn<AdminProduct>[] = [
    {
      id: 'image',
      header: t('list.image'),
      className: 'w-20',
      hideInCard: true,
      cell: (product) => (
        <FallbackImage
          src={product.images?.thumb}
          alt={product.images ? product.productName : ''}
          width={48}
          height={48}
          className="h-12 w-12 rounded-lg object-cover"
        />
      ),
    },
    {
      id: 'name',
      header: t('list.name'),
      sortKey: 'name',
      cell: (product) => (
        <Link
          to={`/app/product/detail/${product.productId}`}
          className="font-semibold text-sea-900 hover:underline dark:text-white"
        >
          {product.productName || t('list.unknownProduct')}
        </Link>
      ),
    },
    { id: 'category', header: t('list.category'), cell: (product) => product.category?.name ?? t('list.unknown') },
    {
      id: 'price',
      header: t('list.price'),
      sortKey: 'price',
      className: 'whitespace-nowrap text-end',
      cell: (product) => (
        <>
          <span className="font-semibold">{formatRupiah(product.price)}</span>
          <span className="text-xs text-slate-500"> / {t(`saleUnits.${product.saleUnit}`)}</span>
          {product.price !== product.originalPrice ? (
            <span className="block text-xs text-slate-500 line-through">{formatRupiah(product.originalPrice)}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'stock',
      header: t('list.stock'),
      className: 'text-end',
      cell: (product) => (
        <span
          className={cn(
            isLowStock({ ...product, status: product.productStatus }, defaultLowStockThreshold) &&
              'font-semibold text-coral-600',
          )}
        >
          {product.stock}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('list.status'),
      cell: (product) => <ProductStatusBadge status={product.productStatus} />,
    },
    {
      id: 'actions',
      header: t('list.actions'),
      className: 'text-end',
      cell: (product) => (
        <RowActions
          className="justify-end"
          view={{
            to: `/app/product/detail/${product.productId}`,
            label: t('list.view', { name: product.productName }),
          }}
          edit={
            canManage
              ? { to: `/app/product/edit/${product.productId}`, label: t('list.edit', { name: product.productName }) }
              : undefined
          }
          remove={
            canManage
              ? { label: t('list.delete', { name: product.productName }), onClick: () => setDeleting(product) }
              : undefined
          }
        />
      ),
    },
  ];

  const { sort, onSort } = columnSort(state.sort, (sort) => update({ sort }));
  const data = list.data;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={canManage ? <AddLink to="/app/product/create">{t('list.add')}</AddLink> : null}
      />
      <Panel>
        <div className="grid gap-3 px-5 py-4 md:grid-cols-[2fr_1fr_1fr]">
          <SearchField value={searchText} onChange={setSearchText} label={t('list.search')} />
          <Select
            aria-label={t('list.categoryFilter')}
            value={state.categoryId ?? ''}
            onChange={(event) => update({ categoryId: Number(event.target.value) || undefined })}
          >
            <option value="">{t('list.allCategories')}</option>
            {categories.data?.map((category) => (
              <option key={category.categoryId} value={category.categoryId}>
                {category.categoryName}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('list.statusFilter')}
            value={state.productStatus ?? ''}
            onChange={(event) => update({ productStatus: (event.target.value || undefined) as ProductStatus })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
        <DataTable
          label={t('list.label')}
          columns={columns}
          rows={data?.data}
          rowKey={(product) => product.productId}
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={t('list.empty')}
          sort={sort}
          onSort={onSort}
        />
        <ResultPagination
          result={data}
          onPage={(page) => update({ page })}
          pageSizes={ADMIN_PRODUCT_PAGE_SIZES}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      </Panel>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
