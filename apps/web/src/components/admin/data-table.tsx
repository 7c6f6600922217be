import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { LoadState, table } from './page-kit.tsx';

/** One column of an admin list: its header, how a row shows in it, and optionally the key it sorts by. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** When set, the header is a button that reports this key to `onSort`. */
  sortKey?: string;
  /** Shown in the table but left out of the small-screen cards (an image column the card shows anyway). */
  hideInCard?: boolean;
}

export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** What an empty list says ('No categories found'); `emptyAction` may offer a way out. */
  emptyText: string;
  emptyAction?: ReactNode;
  sort?: DataTableSort;
  onSort?: (key: string) => void;
  /** Width from which the table shows; below it each row is a card built from the same columns. */
  breakpoint?: number;
}

const TABLE_FROM = 768;

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the viewport is at least `width` pixels wide, kept current on resize. */
function useWideScreen(width: number): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.matchMedia(`(min-width: ${width}px)`).matches,
    () => true,
  );
}

const cls = {
  table: 'w-full text-start text-sm',
  head: 'bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400',
  th: 'px-5 py-3 text-start font-semibold',
  row: 'border-t border-slate-100 dark:border-slate-800',
  td: 'px-5 py-3 align-middle text-slate-700 dark:text-slate-200',
};

function SortHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<Row>;
  sort?: DataTableSort;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation('admin');
  const active = sort?.key === column.sortKey;
  const Icon = !active ? ArrowUpDown : sort?.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 uppercase hover:text-sea-800 dark:hover:text-white"
      aria-label={t('list.sortBy', { column: column.header })}
      onClick={() => onSort(column.sortKey as string)}
    >
      {column.header}
      <Icon className={cn('h-3.5 w-3.5', !active && 'opacity-40')} aria-hidden />
    </button>
  );
}

/**
 * The back-office list table, driven by column definitions: loading skeleton, error with retry, empty
 * state, optional sort buttons in the headers, and on small screens one card a row from the same columns.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isPending,
  isError,
  onRetry,
  emptyText,
  emptyAction,
  sort,
  onSort,
  breakpoint = TABLE_FROM,
}: DataTableProps<Row>) {
  const wide = useWideScreen(breakpoint);
  const list = rows ?? [];
  return (
    <LoadState
      isPending={isPending}
      isError={isError}
      isEmpty={list.length === 0}
      onRetry={onRetry}
      emptyText={emptyText}
      emptyAction={emptyAction}
    >
      {wide ? (
        <div className={table.wrap}>
          <table className={cls.table} aria-label={label}>
            <thead className={cls.head}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn(cls.th, column.className)}
                    aria-sort={
                      column.sortKey && sort?.key === column.sortKey
                        ? sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {column.sortKey && onSort ? (
                      <SortHeader column={column} sort={sort} onSort={onSort} />
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={rowKey(row)} className={cls.row}>
                  {columns.map((column) => (
                    <td key={column.id} className={cn(cls.td, column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((row) => (
            <li key={rowKey(row)} className="p-4">
              <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
                {columns
                  .filter((column) => !column.hideInCard)
                  .map((column) => (
                    <div key={column.id} className="contents">
                      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                        {column.header}
                      </dt>
                      <dd className="min-w-0 text-slate-700 dark:text-slate-200">{column.cell(row)}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}
