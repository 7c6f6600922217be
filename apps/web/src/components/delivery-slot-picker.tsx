import { useTranslation } from 'react-i18next';
import { writeDay, type DeliveryChoice, type DeliverySlot } from '@crabclaw/shared';
import { Spinner } from './ui/spinner.tsx';
import { cn } from '../lib/cn.ts';
import { useDeliverySlots } from '../lib/delivery-slots.ts';

/**
 * The day, then the window, of a live or fresh delivery (issue 27), among the windows still open with the
 * places left; a full or closed window is not offered. `error`: why the choice is missing or was refused.
 */
export function DeliverySlotPicker({
  value,
  onChange,
  error,
}: {
  value: DeliveryChoice | undefined;
  onChange: (choice: DeliveryChoice | undefined) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language === 'en' ? 'en' : 'id';
  const slots = useDeliverySlots(true);
  const open = slots.data?.slots ?? [];
  const dates = [...new Set(open.map((slot) => slot.date))];
  const date = value && dates.includes(value.date) ? value.date : undefined;
  const windows = open.filter((slot) => slot.date === date);
  const chosen = (slot: DeliverySlot) => value?.date === slot.date && value.window === slot.window;

  return (
    <fieldset
      className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
      aria-describedby={error ? 'delivery-error' : undefined}
    >
      <legend className="px-1 text-lg font-bold">{t('slots.title')}</legend>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('slots.intro')}</p>
      {slots.isPending ? (
        <Spinner label={t('slots.loading')} />
      ) : dates.length === 0 ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t('slots.none')}</p>
      ) : (
        <div className="space-y-4">
          <div>
            <label htmlFor="delivery-date" className="text-sm font-semibold">
              {t('slots.date')}
            </label>
            <select
              id="delivery-date"
              value={date ?? ''}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(event.target.value ? { date: event.target.value, window: '' } : undefined)}
              className="mt-1 h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <option value="">{t('slots.chooseDate')}</option>
              {dates.map((day) => (
                <option key={day} value={day}>
                  {writeDay(day, language)}
                </option>
              ))}
            </select>
          </div>
          {date ? (
            <div role="radiogroup" aria-label={t('slots.window')} className="grid gap-2 sm:grid-cols-2">
              {windows.map((slot) => (
                <label
                  key={slot.window}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm',
                    chosen(slot)
                      ? 'border-sea-700 bg-sea-50 dark:bg-slate-800'
                      : 'border-slate-200 dark:border-slate-700',
                  )}
                >
                  <input
                    type="radio"
                    name="deliveryWindow"
                    checked={chosen(slot)}
                    onChange={() => onChange({ date: slot.date, window: slot.window })}
                    className="h-4 w-4 accent-sea-800"
                  />
                  <span className="flex-1 font-semibold">{slot.label}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {t('slots.remaining', { count: slot.remaining })}
                  </span>
                </label>
              ))}
            </div>
          ) : null}
        </div>
      )}
      {error ? (
        <p id="delivery-error" role="alert" className="mt-2 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
