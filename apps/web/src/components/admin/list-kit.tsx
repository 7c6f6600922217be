import { ArrowLeft, Eye, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ListPagination } from './list-pagination.tsx';
import { LoadState } from './page-kit.tsx';

/** The list screens' pieces around the table: add and refresh buttons, a row's actions, the paged body. */

/** 'Add …' in a list's header: a link styled as the primary button. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass('primary')}>
      <Plus className="h-4 w-4" aria-hidden />
      {children}
    </Link>
  );
}

/** 'Refresh' in a list's header; disabled (and optionally spinning) while the list is read again. */
export function RefreshButton({
  onClick,
  busy,
  spin = false,
  children,
}: {
  onClick: () => void;
  busy: boolean;
  spin?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={busy}>
      <RefreshCw className={cn('h-4 w-4', spin && busy && 'animate-spin')} aria-hidden />
      {children}
    </Button>
  );
}

const rowAction =
  'inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-slate-600 hover:bg-sea-50 hover:text-sea-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export interface RowActionsProps {
  /** View: a link to the detail page, or a handler (a dialog). */
  view?: { label: string; to: string } | { label: string; onClick: () => void };
  /** Edit, shown only to those who manage: a link to the edit page. */
  edit?: { label: string; to: string };
  /** Delete, shown only to those who manage: asks first (the screen's confirmation). */
  remove?: { label: string; onClick: () => void };
  className?: string;
}

/**
 * A list row's View, Edit and Delete, each with its word beside the icon (issue 23: icons alone left staff on a
 * phone guessing) and named for the row for screen readers ('Edit "Crab"', which begins with the word shown).
 */
export function RowActions({ view, edit, remove, className }: RowActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      {view ? (
        'to' in view ? (
          <Link to={view.to} className={rowAction} aria-label={view.label}>
            <Eye className="h-4 w-4" aria-hidden />
            {t('list.view')}
          </Link>
        ) : (
          <button type="button" className={rowAction} aria-label={view.label} onClick={view.onClick}>
            <Eye className="h-4 w-4" aria-hidden />
            {t('list.view')}
          </button>
        )
      ) : null}
      {edit ? (
        <Link to={edit.to} className={rowAction} aria-label={edit.label}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t('list.edit')}
        </Link>
      ) : null}
      {remove ? (
        <button
          type="button"
          className={cn(rowAction, 'text-red-700 dark:text-red-300')}
          aria-label={remove.label}
          onClick={remove.onClick}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('list.delete')}
        </button>
      ) : null}
    </div>
  );
}

export interface PagedListProps {
  list: {
    isPending: boolean;
    isError: boolean;
    data?: { totalPages: number; totalCount: number };
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: string;
  children: ReactNode;
}

/** A server-paged list's body: loading, error with retry, empty state, or the rows and the pager below. */
export function PagedList({ list, page, pageSize, onPage, emptyText, children }: PagedListProps) {
  const data = list.data;
  return (
    <LoadState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={data?.totalCount === 0}
      onRetry={() => void list.refetch()}
      emptyText={emptyText}
    >
      {children}
      {data ? (
        <ListPagination
          page={page}
          totalPages={data.totalPages}
          totalCount={data.totalCount}
          pageSize={pageSize}
          onPage={onPage}
        />
      ) : null}
    </LoadState>
  );
}

/** One labelled fact on a detail page, inside a `<dl>`. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 break-words text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** A page of rows as the server returns it, as far as the footer needs it. */
export interface PageResult {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
}

/** The footer of a server-paged list, once the page has come: its numbers come from the reply. */
export function ResultPagination({
  result,
  onPage,
  pageSizes,
  onPageSize,
}: {
  result: PageResult | undefined;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
}) {
  if (!result) return null;
  return (
    <ListPagination
      page={result.currentPage}
      totalPages={result.totalPages}
      totalCount={result.totalCount}
      pageSize={result.pageSize}
      onPage={onPage}
      pageSizes={pageSizes}
      onPageSize={onPageSize}
    />
  );
}

/** A detail page's header actions: Back to List, and for those who manage Edit and Delete. */
export function DetailActions({
  back,
  edit,
  remove,
}: {
  back: { label: string; to: string };
  edit?: { label: string; to: string };
  remove?: { label: string; onClick: () => void };
}) {
  return (
    <>
      <Link to={back.to} className={buttonClass('ghost')}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {back.label}
      </Link>
      {edit ? (
        <Link to={edit.to} className={buttonClass('outline')}>
          <Pencil className="h-4 w-4" aria-hidden />
          {edit.label}
        </Link>
      ) : null}
      {remove ? (
        <Button variant="danger" onClick={remove.onClick}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {remove.label}
        </Button>
      ) : null}
    </>
  );
}
