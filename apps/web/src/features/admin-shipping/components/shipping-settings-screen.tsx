import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INDONESIAN_PROVINCES,
  ShippingSettingsSchema,
  type ShippingSettings,
  type ShippingSettingsInput,
} from '@crabclaw/shared';
import { FormField, inputClass, LoadState, PageHeader, Panel, ReadOnlyNote } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { fieldAria, useMessage } from '../../../lib/messages.ts';
import { useSaveShippingSettings, useShippingSettings } from '../api/shipping-settings.ts';

type Form = UseFormReturn<ShippingSettingsInput, unknown, ShippingSettings>;

// The settings as read are what staff edit: the schema's input (provinces as the list names them).
const asInput = (settings: ShippingSettings) => settings as ShippingSettingsInput;

/** An empty box is "no limit" for a band and 0 for a number; the schema says what is wrong with the rest. */
const asNumber = (value: unknown) => (value === '' || value === null ? 0 : Number(value));
const asLimit = (value: unknown) => (value === '' || value === null ? null : Number(value));
const asList = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);

/** A field's message from the form's errors, by its path ('methods.0.rates.1.price'). */
function useFieldError(form: Form) {
  const message = useMessage();
  return (path: string) => {
    const error = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], form.formState.errors);
    return message((error as { message?: string } | undefined)?.message);
  };
}

function fieldProps(errorOf: (path: string) => string | undefined, path: string) {
  const error = errorOf(path);
  return { id: path, ...fieldAria(path, error) };
}

/**
 * /app/shipping (decision 041): the shop's zones, and per method its names, days, reach, cold-box fee, whether
 * it is offered, and its prices by zone and weight band. One save replaces them all; checkout and new orders
 * are priced from them at once. Staff who may not edit the shop's settings read them.
 */
export function ShippingSettingsScreen({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('shipping-admin');
  const settings = useShippingSettings();
  const save = useSaveShippingSettings();
  const message = useMessage();
  const form: Form = useForm<ShippingSettingsInput, unknown, ShippingSettings>({
    resolver: zodResolver(ShippingSettingsSchema),
    mode: 'onSubmit',
  });
  useEffect(() => {
    if (settings.data) form.reset(asInput(settings.data));
  }, [settings.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(asInput(await save.mutateAsync(values)));
      toast.success(t('saved'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return void toast.error(t('failed'));
      for (const [path, reason] of Object.entries(error.fields)) {
        form.setError(path as Path<ShippingSettingsInput>, { message: reason });
      }
      toast.error(message(error.reason) ?? t('failed'));
    }
  });

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      {canManage ? null : <ReadOnlyNote />}
      <LoadState
        isPending={settings.isPending || !form.formState.defaultValues}
        isError={settings.isError}
        isEmpty={false}
        onRetry={() => void settings.refetch()}
        emptyText=""
      >
        <form noValidate onSubmit={submit} className="space-y-6">
          <fieldset disabled={!canManage} className="space-y-6">
            <Zones form={form} />
            <Methods form={form} />
          </fieldset>
          {canManage ? (
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                <Save className="h-4 w-4" aria-hidden />
                {form.formState.isSubmitting ? t('saving') : t('save')}
              </Button>
            </div>
          ) : null}
        </form>
      </LoadState>
    </div>
  );
}

function Zones({ form }: { form: Form }) {
  const { t } = useTranslation('shipping-admin');
  const zones = useFieldArray({ control: form.control, name: 'zones' });
  const errorOf = useFieldError(form);
  return (
    <Panel title={t('zones.title')}>
      <div className="space-y-5 p-4 sm:p-6">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('zones.help')}</p>
        {zones.fields.map((zone, z) => (
          <div
            key={zone.id}
            data-testid="shipping-zone"
            className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <div className="flex items-end gap-3">
              <div className="flex-1">
                <FormField id={`zones.${z}.name`} label={t('zones.name')} error={errorOf(`zones.${z}.name`)}>
                  <input
                    className={inputClass}
                    {...fieldProps(errorOf, `zones.${z}.name`)}
                    {...form.register(`zones.${z}.name`)}
                  />
                </FormField>
              </div>
              <Button variant="outline" onClick={() => zones.remove(z)} aria-label={t('zones.remove')}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">
                {t('zones.provinces')}
              </legend>
              <div className="mt-2 grid max-h-48 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
                {INDONESIAN_PROVINCES.map((province) => (
                  <label key={province} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" value={province} {...form.register(`zones.${z}.provinces`)} />
                    {province}
                  </label>
                ))}
              </div>
              {errorOf(`zones.${z}.provinces`) ? (
                <p className="text-sm text-red-600 dark:text-red-400">{errorOf(`zones.${z}.provinces`)}</p>
              ) : null}
            </fieldset>
            <FormField id={`zones.${z}.cities`} label={t('zones.cities')} error={errorOf(`zones.${z}.cities`)}>
              <input
                className={inputClass}
                placeholder="Jakarta, Bekasi"
                {...form.register(`zones.${z}.cities`, { setValueAs: asList })}
              />
            </FormField>
          </div>
        ))}
        <Button variant="outline" onClick={() => zones.append({ name: '', provinces: [], cities: [] })}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('zones.add')}
        </Button>
      </div>
    </Panel>
  );
}

function Methods({ form }: { form: Form }) {
  const methods = useFieldArray({ control: form.control, name: 'methods' });
  return (
    <>
      {methods.fields.map((method, m) => (
        <Panel key={method.id} title={method.nameId}>
          <MethodFields form={form} m={m} />
        </Panel>
      ))}
    </>
  );
}

const NUMBERS = ['minDays', 'maxDays', 'coldBoxFee'] as const;
const SWITCHES = ['active', 'carriesLiveAndFresh', 'deliveryAreaOnly'] as const;

function MethodFields({ form, m }: { form: Form; m: number }) {
  const { t } = useTranslation('shipping-admin');
  const errorOf = useFieldError(form);
  const path = (field: string) => `methods.${m}.${field}` as Path<ShippingSettingsInput>;
  return (
    <div className="space-y-4 p-4 sm:p-6" data-testid={`shipping-method-${form.getValues(`methods.${m}.id`)}`}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {SWITCHES.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" {...form.register(path(field))} />
            {t(`fields.${field}`)}
          </label>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['nameId', 'nameEn'] as const).map((field) => (
          <FormField key={field} id={path(field)} label={t(`fields.${field}`)} error={errorOf(path(field))}>
            <input className={inputClass} {...fieldProps(errorOf, path(field))} {...form.register(path(field))} />
          </FormField>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {NUMBERS.map((field) => (
          <FormField key={field} id={path(field)} label={t(`fields.${field}`)} error={errorOf(path(field))}>
            <input
              className={inputClass}
              inputMode="numeric"
              {...fieldProps(errorOf, path(field))}
              {...form.register(path(field), { setValueAs: asNumber })}
            />
          </FormField>
        ))}
      </div>
      <Rates form={form} m={m} />
    </div>
  );
}

function Rates({ form, m }: { form: Form; m: number }) {
  const { t } = useTranslation('shipping-admin');
  const rates = useFieldArray({ control: form.control, name: `methods.${m}.rates` });
  const zones = form.watch('zones') ?? [];
  const errorOf = useFieldError(form);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('rates.title')}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-300">{t('rates.help')}</p>
      {rates.fields.map((rate, r) => {
        const at = `methods.${m}.rates.${r}`;
        return (
          <div
            key={rate.id}
            data-testid="shipping-rate"
            className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <FormField id={`${at}.zone`} label={t('rates.zone')} error={errorOf(`${at}.zone`)}>
              <select
                className={inputClass}
                {...fieldProps(errorOf, `${at}.zone`)}
                {...form.register(`methods.${m}.rates.${r}.zone`)}
              >
                {zones.map((zone, z) => (
                  <option key={z} value={zone.name}>
                    {zone.name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${at}.upToKg`} label={t('rates.upToKg')} error={errorOf(`${at}.upToKg`)}>
              <input
                className={inputClass}
                inputMode="decimal"
                placeholder={t('rates.anyWeight')}
                {...fieldProps(errorOf, `${at}.upToKg`)}
                {...form.register(`methods.${m}.rates.${r}.upToKg`, { setValueAs: asLimit })}
              />
            </FormField>
            <FormField id={`${at}.price`} label={t('rates.price')} error={errorOf(`${at}.price`)}>
              <input
                className={inputClass}
                inputMode="numeric"
                {...fieldProps(errorOf, `${at}.price`)}
                {...form.register(`methods.${m}.rates.${r}.price`, { setValueAs: asNumber })}
              />
            </FormField>
            <Button
              variant="outline"
              className={cn('mt-7')}
              onClick={() => rates.remove(r)}
              aria-label={t('rates.remove')}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      <Button variant="outline" onClick={() => rates.append({ zone: zones[0]?.name ?? '', upToKg: null, price: 0 })}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('rates.add')}
      </Button>
    </fieldset>
  );
}
