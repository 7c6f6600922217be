import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCategory } from '@crabclaw/shared';
import {
  AddLink,
  Badge,
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
import { buttonClass } from '../../../components/ui/button.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { CATEGORY_PAGE_SIZES } from '@crabclaw/shared';
import { useAdminCategories } from '../api/get-admin-categories.ts';
import { useCategoryListState } from '../hooks/use-category-list-state.ts';
import { DeleteCategoryDialog } from './delete-category-dialog.tsx';
import { priceRangeText } from './price-range.ts';

/**
 * /app/category, 'Category Management' (back-office section 2): searched, sorted and paged by the server,
 * with the list state in the URL. Managers and above see Add, edit and delete; a User only reads.
 */
export function CategoryListScreen({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('categories-admin');
  const [state, update] = useCategoryListState();
  const [searchText, setSearchText] = useSearchBox(state.search, (search) => update({ search }, { replace: true }));
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const list = useAdminCategories({ ...state, search: state.search || undefined });
  useLastPageWhenPast(list.data, state.page, (page) => update({ page }, { replace: true }));

  const columns: DataColumn<AdminCategory>[] = [
    {
      id: 'image',
      header: t('list.image'),
      className: 'w-20',
      cell: (category) => (
        <FallbackImage
          src={category.images?.thumb}
          alt={category.images ? category.categoryName : ''}
          width={56}
          height={56}
          className="h-14 w-14 rounded-lg object-cover"
        />
      ),
    },
    {
      id: 'name',
      header: t('list.name'),
      sortKey: 'name',
      cell: (category) => (
        <Link
          to={`/app/category/detail/${category.categoryId}`}
          className="font-semibold text-sea-900 hover:underline dark:text-white"
        >
          {category.categoryName}
        </Link>
      ),
    },
    {
      id: 'description',
      header: t('list.text'),
      className: 'max-w-xs',
      cell: (category) => <span className="line-clamp-2">{category.description}</span>,
    },
    {
      id: 'price',
      header: t('list.priceRange'),
      sortKey: 'price',
      className: 'whitespace-nowrap',
      cell: (category) => priceRangeText(category, t),
    },
    { id: 'products', header: t('list.products'), cell: (category) => category.productCount },
    {
      id: 'popular',
      header: t('list.popular'),
      cell: (category) => (
        <Badge tone={category.isPopular ? 'green' : 'grey'}>{category.isPopular ? t('list.yes') : t('list.no')}</Badge>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      className: 'text-end',
      cell: (category) => (
        <RowActions
          className="justify-end"
          view={{
            label: t('list.view', { name: category.categoryName }),
            to: `/app/category/detail/${category.categoryId}`,
          }}
          edit={
            canManage
              ? {
                  label: t('list.edit', { name: category.categoryName }),
                  to: `/app/category/edit/${category.categoryId}`,
                }
              : undefined
          }
          remove={
            canManage
              ? { label: t('list.delete', { name: category.categoryName }), onClick: () => setDeleting(category) }
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
        actions={canManage ? <AddLink to="/app/category/create">{t('list.add')}</AddLink> : null}
      />
      <Panel>
        <div className="px-5 py-4">
          <SearchField value={searchText} onChange={setSearchText} label={t('list.search')} />
        </div>
        <DataTable
          label={t('list.label')}
          columns={columns}
          rows={data?.data}
          rowKey={(category) => category.categoryId}
          isPending={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={t('list.empty')}
          emptyAction={
            canManage && !state.search ? (
              <Link to="/app/category/create" className={buttonClass('outline', 'sm')}>
                {t('list.createFirst')}
              </Link>
            ) : null
          }
          sort={sort}
          onSort={onSort}
        />
        <ResultPagination
          result={data}
          onPage={(page) => update({ page })}
          pageSizes={CATEGORY_PAGE_SIZES}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      </Panel>
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
