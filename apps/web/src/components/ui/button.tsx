import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  primary: 'bg-sea-800 text-white hover:bg-sea-700 disabled:bg-slate-300 disabled:text-slate-500',
  accent: 'bg-coral-500 text-white hover:bg-coral-600 disabled:bg-slate-300 disabled:text-slate-500',
  teal: 'bg-teal-500 text-white hover:bg-teal-600 disabled:bg-slate-300 disabled:text-slate-500',
  outline:
    'border border-sea-200 bg-white text-sea-800 hover:bg-sea-50 disabled:text-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-sea-800 hover:bg-sea-50 disabled:text-slate-400 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-slate-300',
} as const;

// The height as a minimum too: a flex item's basis outranks its height, so `flex-1` in a column (a row of
// buttons stacked on a phone) squeezed buttons to their text's height; a minimum holds whatever the layout.
const sizes = {
  sm: 'h-8 min-h-8 px-3 text-sm',
  md: 'h-10 min-h-10 px-4 text-sm',
  lg: 'h-12 min-h-12 px-6 text-base',
  icon: 'h-10 min-h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** Button classes, for links that should look like buttons. */
export function buttonClass(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClass(variant, size), className)} {...props} />;
});
