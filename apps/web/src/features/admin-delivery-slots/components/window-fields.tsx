import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryWindow } from '@crabclaw/shared';
import { FormField, inputClass } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';

/** One delivery window's fields, stacked on a phone and in a row of three on wider screens. */
export function WindowFields({
  index,
  window,
  onChange,
  onRemove,
}: {
  index: number;
  window: DeliveryWindow;
  onChange: (window: DeliveryWindow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = (field: string) => `window-${index}-${field}`;
  const text = (field: 'id' | 'label' | 'start' | 'end' | 'cutoffTime', type = 'text') => (
    <FormField id={id(field)} label={t(`deliverySlots.field.${field}`)}>
      <input
        id={id(field)}
        type={type}
        className={inputClass}
        value={window[field]}
        onChange={(event) => onChange({ ...window, [field]: event.target.value })}
      />
    </FormField>
  );
  const number = (field: 'capacity' | 'cutoffDaysBefore', max: number) => (
    <FormField id={id(field)} label={t(`deliverySlots.field.${field}`)}>
      <input
        id={id(field)}
        type="number"
        min={0}
        max={max}
        className={inputClass}
        value={window[field]}
        onChange={(event) => onChange({ ...window, [field]: Number(event.target.value) })}
      />
    </FormField>
  );
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-bold">{window.label || t('deliverySlots.newWindow')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {text('id')}
        {text('label')}
        {number('capacity', 1000)}
        {text('start', 'time')}
        {text('end', 'time')}
        {text('cutoffTime', 'time')}
        {number('cutoffDaysBefore', 2)}
      </div>
      <Button type="button" variant="ghost" className="mt-3" onClick={onRemove}>
        <Trash2 className="h-4 w-4" aria-hidden />
        {t('deliverySlots.removeWindow', { label: window.label || window.id })}
      </Button>
    </fieldset>
  );
}
