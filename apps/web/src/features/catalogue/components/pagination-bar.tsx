import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PAGE_SIZES } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { paginationModel, shownRange } from '../pagination.ts';

interface PaginationBarProps {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  /** The server counted only up to totalCount: more products match (decision 014). */
  totalCountCapped?: boolean;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

function PageButton({
  label,
  current,
  disabled,
  onClick,
  children,
}: {
  label: string;
  current?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40',
        current
          ? 'border-sea-800 bg-sea-800 text-white'
          : 'border-slate-200 bg-white text-slate-700 hover:bg-sea-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
      )}
    >
      {children}
    </button>
  );
}

/** The product list's pagination, exactly as storefront sections 2 and 9 describe it. */
export function PaginationBar({
  currentPage,
  totalPages,
  totalCount,
  totalCountCapped = false,
  pageSize,
  onPage,
  onPageSize,
}: PaginationBarProps) {
  const { t } = useTranslation('catalogue');
  const model = paginationModel(currentPage, totalPages, totalCountCapped);
  const { from, to } = shownRange(currentPage, pageSize, totalCount);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-8 flex flex-col items-center justify-between gap-4 md:flex-row"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="shown-range">
        {t(totalCountCapped ? 'pagination.showingMoreThan' : 'pagination.showing', { from, to, total: totalCount })}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        {model.showFirst ? (
          <PageButton label={t('pagination.first')} onClick={() => onPage(1)}>
            <ChevronsLeft className="h-4 w-4" aria-hidden />
          </PageButton>
        ) : null}
        <PageButton
          label={t('pagination.previous')}
          disabled={currentPage <= 1}
          onClick={() => onPage(currentPage - 1)}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
        </PageButton>
        {model.pages.map((page) => (
          <PageButton
            key={page}
            label={t('pagination.page', { page })}
            current={page === currentPage}
            onClick={() => onPage(page)}
          >
            {page}
          </PageButton>
        ))}
        {model.showEllipsis ? (
          <span className="px-1 text-slate-500" aria-hidden>
            …
          </span>
        ) : null}
        <PageButton
          label={t('pagination.next')}
          disabled={currentPage >= totalPages && !totalCountCapped}
          onClick={() => onPage(currentPage + 1)}
        >
          <ChevronRight className="h-4 w-4" aria-hidden />
        </PageButton>
        {model.showLast ? (
          <PageButton label={t('pagination.last')} onClick={() => onPage(totalPages)}>
            <ChevronsRight className="h-4 w-4" aria-hidden />
          </PageButton>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        {t('pagination.perPage')}
        <select
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="h-9 rounded-lg border border-slate-200 bg-white px-2 dark:border-slate-700 dark:bg-slate-900"
        >
          {PRODUCT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
