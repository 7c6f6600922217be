import { cn } from '../../../lib/cn.ts';

/** The look of one entry of the header's menu, highlighted on its own pages. */
export const itemClass = (active: boolean) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors duration-150',
    active
      ? 'bg-sea-50 text-sea-800 dark:bg-slate-800 dark:text-white'
      : 'text-slate-700 hover:text-sea-700 dark:text-slate-200',
  );
