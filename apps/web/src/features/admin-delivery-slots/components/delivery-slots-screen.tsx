import { Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type DeliverySlotSettings, type DeliveryWindow } from '@crabclaw/shared';
import { FormField, inputClass, LoadState, PageHeader, Panel } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { useDeliverySlotSettings, useSaveDeliverySlotSettings } from '../api/delivery-slot-settings.ts';
import { WindowFields } from './window-fields.tsx';

const NEW_WINDOW: DeliveryWindow = {
  id: '',
  label: '',
  start: '08:00',
  end: '11:00',
  cutoffDaysBefore: 0,
  cutoffTime: '06:00',
  capacity: 10,
};

/** /app/delivery-slots (issue 27): the windows, delivery days, holidays and days ahead customers choose from. */
export function DeliverySlotsScreen() {
  const { t } = useTranslation('admin');
  const settings = useDeliverySlotSettings();
  return (
    <>
      <PageHeader title={t('deliverySlots.title')} description={t('deliverySlots.description')} />
      <LoadState
        isPending={settings.isPending}
        isError={settings.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void settings.refetch()}
      >
        {settings.data ? <SettingsForm saved={settings.data} /> : null}
      </LoadState>
    </>
  );
}

function SettingsForm({ saved }: { saved: DeliverySlotSettings }) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const save = useSaveDeliverySlotSettings();
  const [settings, setSettings] = useState(saved);
  const [closedDate, setClosedDate] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const change = (patch: Partial<DeliverySlotSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const changeWindow = (index: number, window: DeliveryWindow) =>
    change({ windows: settings.windows.map((current, i) => (i === index ? window : current)) });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      setSettings(await save.mutateAsync(settings));
      toast.success(t('deliverySlots.saved'));
    } catch (error) {
      const reasons = error instanceof ApiRequestError ? [error.reason, ...Object.values(error.fields)] : [];
      setFailure(reasons.map((reason) => message(reason)).find(Boolean) ?? t('deliverySlots.failed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Panel title={t('deliverySlots.windows')}>
        <div className="space-y-4 p-4 sm:p-6">
          {settings.windows.map((window, index) => (
            <WindowFields
              key={index}
              index={index}
              window={window}
              onChange={(changed) => changeWindow(index, changed)}
              onRemove={() => change({ windows: settings.windows.filter((_, i) => i !== index) })}
            />
          ))}
          <Button
            type="button"
            variant="outline"
            onClick={() => change({ windows: [...settings.windows, NEW_WINDOW] })}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('deliverySlots.addWindow')}
          </Button>
        </div>
      </Panel>
      <Panel title={t('deliverySlots.days')}>
        <div className="space-y-5 p-4 sm:p-6">
          <fieldset>
            <legend className="text-sm font-semibold">{t('deliverySlots.weekdays')}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={settings.weekdays.includes(day)}
                    onChange={(event) =>
                      change({
                        weekdays: event.target.checked
                          ? [...settings.weekdays, day]
                          : settings.weekdays.filter((other) => other !== day),
                      })
                    }
                  />
                  {t(`deliverySlots.weekday.${day}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id="days-ahead" label={t('deliverySlots.daysAhead')}>
            <input
              id="days-ahead"
              type="number"
              min={0}
              max={60}
              className={inputClass}
              value={settings.daysAhead}
              onChange={(event) => change({ daysAhead: Number(event.target.value) })}
            />
          </FormField>
          <div>
            <FormField id="closed-date" label={t('deliverySlots.closedDate')}>
              <div className="flex flex-wrap gap-2">
                <input
                  id="closed-date"
                  type="date"
                  className={`${inputClass} max-w-48`}
                  value={closedDate}
                  onChange={(event) => setClosedDate(event.target.value)}
                />
                <Button
                  type="button"
                  variant="outline"
                  disabled={!closedDate}
                  onClick={() => {
                    change({ closedDates: [...settings.closedDates, closedDate] });
                    setClosedDate('');
                  }}
                >
                  <Plus className="h-4 w-4" aria-hidden />
                  {t('deliverySlots.addClosedDate')}
                </Button>
              </div>
            </FormField>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('deliverySlots.closedDates')}>
              {settings.closedDates.map((date) => (
                <li
                  key={date}
                  className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800"
                >
                  {date}
                  <button
                    type="button"
                    aria-label={t('deliverySlots.removeClosedDate', { date })}
                    onClick={() => change({ closedDates: settings.closedDates.filter((other) => other !== date) })}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Panel>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        <Save className="h-4 w-4" aria-hidden />
        {t('deliverySlots.save')}
      </Button>
    </form>
  );
}
