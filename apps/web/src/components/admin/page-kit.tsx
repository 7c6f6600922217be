import { Eye, Inbox, RefreshCw, Search, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';

/** Building blocks every back-office screen shares, so the screens look and behave alike. */

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-sea-900 dark:text-white">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Panel({
  children,
  className,
  title,
  actions,
}: {
  children: ReactNode;
  className?: string;
  title?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      className={cn(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {title ? (
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
          <h2 className="font-bold text-sea-900 dark:text-white">{title}</h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** Says plainly that a screen only shows data: its management comes with a later issue. */
export function ReadOnlyNote() {
  const { t } = useTranslation('admin');
  return (
    <p className="mb-4 flex items-center gap-2 rounded-xl border border-sea-100 bg-sea-50 px-4 py-2.5 text-sm text-sea-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <Eye className="h-4 w-4 shrink-0" aria-hidden />
      {t('list.readOnly')}
    </p>
  );
}

export function SearchField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <label className="relative block w-full sm:max-w-xs">
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm outline-none focus:border-teal-500 focus:ring-2 focus:ring-teal-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
      />
    </label>
  );
}

/** A list that could not be read: the reason and Retry. Texts default to the kit's own. */
export function LoadFailed({
  onRetry,
  message,
  retryLabel,
}: {
  onRetry: () => void;
  message?: string;
  retryLabel?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
      <TriangleAlert className="h-8 w-8 text-coral-500" aria-hidden />
      <p className="text-sm text-slate-600 dark:text-slate-300">{message ?? t('list.loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {retryLabel ?? t('list.retry')}
      </Button>
    </div>
  );
}

export interface LoadStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  emptyText: string;
  /** A way out of the empty state ('Create First Category'). */
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** Loading skeleton, error with retry, empty state, or the content. */
export function LoadState({ isPending, isError, isEmpty, onRetry, emptyText, emptyAction, children }: LoadStateProps) {
  if (isPending) {
    return (
      <div className="space-y-3 p-5" aria-busy>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadFailed onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <div className="flex flex-col items-center gap-2 p-10 text-center text-slate-500 dark:text-slate-400">
        <Inbox className="h-8 w-8" aria-hidden />
        <p className="text-sm">{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return children;
}

const TONES = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  yellow: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  blue: 'bg-sea-100 text-sea-800 dark:bg-sea-500/20 dark:text-sea-200',
  teal: 'bg-teal-500/15 text-teal-800 dark:text-teal-300',
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}>
      {children}
    </span>
  );
}

/** Colour of an order or payment status badge (spec: pending, processing, shipped, delivered, cancelled). */
export function statusTone(status: string): BadgeTone {
  const tones: Record<string, BadgeTone> = {
    pending: 'yellow',
    processing: 'blue',
    shipped: 'teal',
    delivered: 'green',
    completed: 'green',
    paid: 'green',
    cancelled: 'red',
    failed: 'red',
    refunded: 'grey',
  };
  return tones[status.toLowerCase()] ?? 'grey';
}

/** Table classes shared by the lists. */
export const table = {
  // Positioned, so what a cell positions absolutely (a screen reader's header text, `sr-only`) scrolls and
  // clips with the table instead of widening the page on a phone.
  wrap: 'relative overflow-x-auto',
  table: 'w-full min-w-[40rem] text-start text-sm',
  head: 'bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400',
  th: 'px-5 py-3 text-start font-semibold',
  row: 'border-t border-slate-100 dark:border-slate-800',
  td: 'px-5 py-3 align-middle text-slate-700 dark:text-slate-200',
};
