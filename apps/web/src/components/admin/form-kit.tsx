import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { fieldAria } from '../../lib/messages.ts';

export const inputClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none transition focus:border-teal-500 focus:ring-2 focus:ring-teal-500/30 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** Label, control and its message; the control should carry aria-describedby={`${id}-error`} when in error. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends UseFormRegisterReturn {
  id: string;
  label: string;
  error?: string;
  /** A textarea (a field of kind 'textarea' in the form's field list), else a one-line input. */
  multiline?: boolean;
  /** Classes added to the control's. */
  className?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  lang?: string;
  rows?: number;
  /** Shown under the control (a character counter). */
  children?: ReactNode;
}

/** A registered text field (react-hook-form's `register`) with its label and message, described by them. */
export function TextField({ id, label, error, multiline, className, children, ...control }: TextFieldProps) {
  const props = { id, ...fieldAria(id, error), className: cn(inputClass, className), ...control };
  return (
    <FormField id={id} label={label} error={error}>
      {multiline ? <textarea {...props} /> : <input {...props} />}
      {children}
    </FormField>
  );
}

/** A password input with a show/hide toggle. */
const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function PasswordInput(
  { className, ...props },
  ref,
) {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} type={shown ? 'text' : 'password'} className={cn(inputClass, 'pe-11', className)} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center text-slate-500 hover:text-sea-700 dark:text-slate-400"
        aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
      </button>
    </div>
  );
});

export interface PasswordFieldProps extends UseFormRegisterReturn {
  id: string;
  label: string;
  error?: string;
  /** Whether the browser's password manager offers the password it holds or saves a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A registered password field with its show/hide toggle, label and message, described by them. */
export function PasswordField({ id, label, error, ...control }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput id={id} {...fieldAria(id, error)} {...control} />
    </FormField>
  );
}
