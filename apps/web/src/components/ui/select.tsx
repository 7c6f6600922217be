import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** The native select (keyboard, screen readers and phones handle it well), in the shop's look. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cn(
        'h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-teal-500 focus:ring-2 focus:ring-teal-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white',
        className,
      )}
      {...props}
    />
  );
});
