import { shownRange } from '@crabclaw/shared';
import { useTranslation } from 'react-i18next';
import { PageNumbers } from '../ui/page-numbers.tsx';

export interface ListPaginationProps {
  page: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Offer a page-size selector with these sizes (orders: 5, 10, 25, 50). */
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}

/**
 * The back-office lists' footer: 'Showing X to Y of Z entries', Previous, up to five page numbers and
 * Next (the shop's one paging rule, packages/shared paging.ts), and optionally rows per page. Nothing
 * when the list is empty; no page buttons when everything fits one page.
 */
export function ListPagination({
  page,
  totalPages,
  totalCount,
  pageSize,
  onPage,
  pageSizes,
  onPageSize,
}: ListPaginationProps) {
  const { t } = useTranslation('admin');
  if (totalCount === 0) return null;
  const { from, to } = shownRange(page, pageSize, totalCount);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite">{t('list.showing', { from, to, total: totalCount })}</p>
        {pageSizes && onPageSize ? (
          <label className="flex items-center gap-2">
            <span>{t('list.pageSize')}</span>
            <select
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <PageNumbers
        page={page}
        totalPages={totalPages}
        onPage={onPage}
        labels={{
          nav: t('list.pagination'),
          previous: t('list.previous'),
          next: t('list.next'),
          page: (number) => t('list.page', { page: number }),
        }}
      />
    </div>
  );
}
