import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { FormField, inputClass } from '../../../components/admin/index.ts';
import { fieldAria } from '../../../lib/messages.ts';

/** The reason a cancellation or a correction needs; it is kept in the order history. */
export function ReasonField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('orders-admin');
  return (
    <FormField id={id} label={t('reason.label')} error={error}>
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={500}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, error)}
        className={cn(inputClass, 'h-auto py-2')}
      />
    </FormField>
  );
}
