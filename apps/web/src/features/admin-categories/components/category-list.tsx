import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';
import {
  Badge,
  LoadState,
  PageHeader,
  Pager,
  Panel,
  ReadOnlyNote,
  SearchField,
  table,
  useClientPage,
} from '../../admin-shell/index.ts';
import { useCategories } from '../api/get-categories.ts';

/** /app/category for now: 'Category Management' as a read-only table. */
export function CategoryListScreen() {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  const { search, setSearch, rows, pager } = useClientPage(categories.data, (c) => [c.categoryName, c.description]);

  return (
    <>
      <PageHeader title={t('categories.title')} description={t('categories.description')} />
      <ReadOnlyNote />
      <Panel>
        <div className="px-5 py-4">
          <SearchField value={search} onChange={setSearch} label={t('categories.search')} />
        </div>
        <LoadState
          isPending={categories.isPending}
          isError={categories.isError}
          isEmpty={pager.totalCount === 0}
          onRetry={() => void categories.refetch()}
          emptyText={t('categories.empty')}
        >
          <div className={table.wrap}>
            <table className={cn(table.table, 'min-w-[48rem]')}>
              <thead className={table.head}>
                <tr>
                  <th className={table.th}>{t('categories.image')}</th>
                  <th className={table.th}>{t('categories.name')}</th>
                  <th className={table.th}>{t('categories.text')}</th>
                  <th className={table.th}>{t('categories.priceRange')}</th>
                  <th className={table.th}>{t('categories.popular')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((category) => (
                  <tr key={category.categoryId} className={table.row}>
                    <td className={table.td}>
                      {(category.images?.thumb ?? category.imageUrl) ? (
                        <img
                          src={category.images?.thumb ?? category.imageUrl ?? ''}
                          alt=""
                          className="h-12 w-12 rounded-xl object-cover"
                          loading="lazy"
                        />
                      ) : (
                        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-slate-100 text-[10px] text-slate-500 dark:bg-slate-800 dark:text-slate-400">
                          {t('categories.noImage')}
                        </span>
                      )}
                    </td>
                    <td className={cn(table.td, 'font-semibold text-sea-900 dark:text-white')}>
                      {category.categoryName}
                    </td>
                    <td className={cn(table.td, 'max-w-sm')}>
                      <p className="line-clamp-2">{category.description}</p>
                    </td>
                    <td className={cn(table.td, 'whitespace-nowrap')}>
                      {formatRupiah(category.priceRangeStart)} – {formatRupiah(category.priceRangeEnd)}
                    </td>
                    <td className={table.td}>
                      <Badge tone={category.isPopular ? 'teal' : 'grey'}>
                        {t(category.isPopular ? 'categories.isPopular' : 'categories.regular')}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager {...pager} />
        </LoadState>
      </Panel>
    </>
  );
}
