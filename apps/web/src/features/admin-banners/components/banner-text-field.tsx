import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/admin/index.ts';
import { cn } from '../../../lib/cn.ts';
import { fieldAria, useMessage } from '../../../lib/messages.ts';
import { bannerFields, type BannerFormInput } from '../banner-fields.ts';

export type BannerField = FieldPath<BannerFormInput>;
type BannerTextName = {
  [K in BannerField]: (typeof bannerFields.list)[K]['kind'] extends 'text' | 'textarea' ? K : never;
}[BannerField];

/** A field's message once it was touched or changed, or the form was submitted (section 8); else nothing. */
export function useBannerFieldError(): (field: BannerField) => string | undefined {
  const { getFieldState, formState } = useFormContext<BannerFormInput>();
  const message = useMessage();
  return (field) => {
    const state = getFieldState(field, formState);
    return state.isTouched || state.isDirty || formState.isSubmitted ? message(state.error?.message) : undefined;
  };
}

/** The aria attributes of a control that is not a TextField, tied to its field's message. */
export function useBannerFieldAria() {
  const errorOf = useBannerFieldError();
  return (field: BannerField) => fieldAria(`banner-${field}`, errorOf(field));
}

function Counter({ name, max }: { name: BannerTextName; max: number }) {
  const length = (useWatch<BannerFormInput>({ name }) as string | undefined)?.length ?? 0;
  return (
    <span
      className={cn('text-xs', length > max ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}
    >
      {length}/{max}
    </span>
  );
}

/** A text field of the banner form, an input or a textarea as its kind says, with a counter when it has a limit. */
export function BannerTextField({ name, max }: { name: BannerTextName; max?: number }) {
  const { t } = useTranslation('banners-admin');
  const { register } = useFormContext<BannerFormInput>();
  const errorOf = useBannerFieldError();
  const multiline = bannerFields.list[name].kind === 'textarea';
  return (
    <TextField
      id={`banner-${name}`}
      label={t(`fields.${name}`)}
      error={errorOf(name)}
      multiline={multiline}
      rows={multiline ? 4 : undefined}
      className={multiline ? 'h-auto py-2' : undefined}
      {...register(name)}
    >
      {max !== undefined ? <Counter name={name} max={max} /> : null}
    </TextField>
  );
}
