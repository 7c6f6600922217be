import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass, PriceInput } from '../../../components/admin/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessage } from '../../../lib/messages.ts';
import { productFields, type ProductFieldName, type ProductFormValues } from '../product-fields.ts';

export interface ProductFieldProps {
  /** A field of the list that is not a tick (ticks are drawn beside each other). */
  name: Exclude<ProductFieldName, 'isPopular' | 'isUnggulan'>;
  /** A typed number's step and bounds (the least is 0 unless given). */
  step?: string;
  min?: number;
  max?: number;
  inputMode?: 'decimal' | 'numeric';
  /** Said under the control, which it describes. */
  hint?: ReactNode;
  /** Classes added to the control's. */
  className?: string;
  autoComplete?: string;
  lang?: string;
  /** A choice's options. */
  children?: ReactNode;
}

/**
 * One field of the product form with its label and message, drawn as the field list's kind says: a line or
 * an area of text, a choice, a price typed with grouping, or a number typed into a number input.
 */
export function ProductField({
  name,
  step,
  min = 0,
  max,
  inputMode,
  hint,
  className,
  children,
  ...props
}: ProductFieldProps) {
  const { t } = useTranslation('products-admin');
  const message = useMessage();
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const id = `product-${name}`;
  const error = message(formState.errors[name]?.message as string | undefined);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: cn(inputClass, className),
    ...props,
  };
  const kind = productFields.list[name].kind;
  return (
    <FormField id={id} label={t(`form.${name}`)} error={error}>
      {kind === 'price' ? (
        <Controller control={control} name={name} render={({ field }) => <PriceInput {...shared} {...field} />} />
      ) : kind === 'select' ? (
        <select {...shared} {...register(name)}>
          {children}
        </select>
      ) : kind === 'textarea' ? (
        <textarea {...shared} {...register(name)} />
      ) : kind === 'typed-number' ? (
        <input
          {...shared}
          {...register(name)}
          type="number"
          min={min}
          max={max}
          step={step}
          inputMode={inputMode ?? 'decimal'}
        />
      ) : (
        <input {...shared} {...register(name)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </FormField>
  );
}
