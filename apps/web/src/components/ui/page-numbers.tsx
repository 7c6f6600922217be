import { pageWindow } from '@crabclaw/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface PageNumbersProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}

const pageButton =
  'flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-2.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40';
const idle =
  'border-slate-200 bg-white text-slate-700 hover:bg-sea-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Previous, up to five page numbers and Next; nothing when everything fits one page. */
export function PageNumbers({ page, totalPages, onPage, labels }: PageNumbersProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center gap-1.5">
      <button type="button" className={cn(pageButton, idle)} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {labels.previous}
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={labels.page(number)}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={cn(pageButton, number === page ? 'border-sea-800 bg-sea-800 text-white' : idle)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={cn(pageButton, idle)}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
        <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      </button>
    </nav>
  );
}
