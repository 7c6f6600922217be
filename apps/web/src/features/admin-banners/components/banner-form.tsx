import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { z } from 'zod';
import {
  BANNER_BUTTON_TEXT_MAX,
  BANNER_DISPLAY_ORDER_MAX,
  BANNER_DISPLAY_ORDER_MIN,
  BANNER_POSITIONS,
  BANNER_REDIRECT_MS,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  BANNER_TYPES,
  BannerFieldsSchema,
  buttonTextFor,
  type AdminBanner,
} from '@crabclaw/shared';
import { FormField, inputClass, PageHeader, Panel, UploadProgress } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { useSaveBanner } from '../api/save-banner.ts';
import { BannerImagesField, type BannerImages } from './banner-images-field.tsx';

type FormInput = z.input<typeof BannerFieldsSchema>;
type FormOutput = z.output<typeof BannerFieldsSchema>;
type Field = FieldPath<FormInput>;

const LIST_PATH = '/app/banner';
const DAY = 24 * 60 * 60 * 1000;

/** Section 4: dates in the form are local date-time text of 16 characters ('2026-03-01T09:30'). */
export function toLocalInput(value: Date | string): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Section 5 create defaults: HERO, TOP, order 1, now until a month later, 'Admin', active and visible. */
function createDefaults(): FormInput {
  const now = new Date();
  const monthLater = new Date(now);
  monthLater.setMonth(monthLater.getMonth() + 1);
  return {
    title: '',
    titleEn: '',
    subtitle: '',
    subtitleEn: '',
    description: '',
    descriptionEn: '',
    buttonText: buttonTextFor('HERO', ''),
    buttonTextEn: '',
    buttonLink: '',
    bannerType: 'HERO',
    position: 'TOP',
    displayOrder: 1,
    isActive: true,
    isVisible: true,
    tags: '',
    startDate: toLocalInput(now),
    endDate: toLocalInput(monthLater),
    createdBy: 'Admin',
  };
}

function loadedValues(banner: AdminBanner): FormInput {
  return {
    title: banner.title,
    titleEn: banner.titleEn ?? '',
    subtitle: banner.subtitle,
    subtitleEn: banner.subtitleEn ?? '',
    description: banner.description,
    descriptionEn: banner.descriptionEn ?? '',
    buttonText: banner.buttonText,
    buttonTextEn: banner.buttonTextEn ?? '',
    buttonLink: banner.buttonLink,
    bannerType: banner.bannerType,
    position: banner.position,
    displayOrder: banner.displayOrder,
    isActive: banner.isActive,
    isVisible: banner.isVisible,
    tags: banner.tags,
    startDate: toLocalInput(banner.startDate),
    endDate: toLocalInput(banner.endDate),
    createdBy: banner.createdBy,
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Failed to load image for compression'));
    reader.readAsDataURL(file);
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-100 pt-5 first:border-0 first:pt-0 dark:border-slate-800">
      <legend className="float-left mb-2 w-full text-base font-bold text-sea-900 dark:text-white">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={cn('text-xs', length > max ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}
    >
      {length}/{max}
    </span>
  );
}

/** Banner create and edit (back-office.md sections 2, 4, 5 and 8); `banner` is the loaded one when editing. */
export function BannerForm({ banner }: { banner?: AdminBanner }) {
  const { t } = useTranslation('banners-admin');
  const navigate = useNavigate();
  const save = useSaveBanner();
  const isEdit = banner !== undefined;
  const initial = useRef(banner ? loadedValues(banner) : createDefaults());
  const [images, setImages] = useState<BannerImages>({ existing: banner?.images ?? [], added: [] });
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<{ text: string; fields: string[] } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const { register, handleSubmit, formState, getFieldState, setError, setValue, getValues, watch, reset } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(BannerFieldsSchema),
    mode: 'onTouched',
    defaultValues: initial.current,
  });

  const message = useMessage();
  const errorOf = (field: Field) => {
    const state = getFieldState(field, formState);
    return state.isTouched || state.isDirty || formState.isSubmitted ? message(state.error?.message) : undefined;
  };
  const described = (field: Field) => ({
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': errorOf(field) ? `banner-${field}-error` : undefined,
  });

  const bannerType = watch('bannerType');
  const title = watch('title') ?? '';
  const subtitle = watch('subtitle') ?? '';
  const buttonText = watch('buttonText') ?? '';

  // Section 4: the button text follows the type while it is empty or still a type's default.
  useEffect(() => {
    const current = getValues('buttonText') ?? '';
    const next = buttonTextFor(bannerType, current);
    if (next !== current) setValue('buttonText', next, { shouldDirty: true });
  }, [bannerType, getValues, setValue]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate(LIST_PATH), BANNER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const startField = register('startDate', {
    // Section 4: a start not before the end moves the end to one day after the start.
    onChange: (event: { target: { value: string } }) => {
      const start = new Date(event.target.value);
      const end = new Date(getValues('endDate'));
      if (!Number.isNaN(start.getTime()) && !(start < end)) {
        setValue('endDate', toLocalInput(new Date(start.getTime() + DAY)), { shouldDirty: true, shouldValidate: true });
      }
    },
  });

  const changed =
    formState.isDirty || images.added.length > 0 || images.existing.length !== (banner?.images.length ?? 0);

  async function submit(values: FormOutput) {
    setSummary(null);
    let added: string[];
    try {
      added = await Promise.all(images.added.map((image) => readAsDataUrl(image.file)));
    } catch {
      toast.error(t('errors.images'));
      return;
    }
    const body = {
      ...values,
      startDate: new Date(values.startDate).toISOString(),
      endDate: new Date(values.endDate).toISOString(),
      images: [...images.existing, ...added],
      categoryId: banner?.categoryId ?? 0,
      productId: banner?.productId ?? 0,
      ...(banner ? { bannerId: banner.bannerId, version: banner.version } : {}),
    };
    setProgress(0);
    save.mutate(
      { id: banner?.bannerId, body, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(t(isEdit ? 'updated' : 'created'));
          setSucceeded(true);
        },
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.fields : {};
          for (const [field, code] of Object.entries(fields)) {
            if (field.startsWith('images')) setImageError(message(code) ?? null);
            else if (field in initial.current) setError(field as Field, { message: code }, { shouldFocus: true });
          }
          const reason = message(reasonOf(error)) ?? t(isEdit ? 'errors.update' : 'errors.create');
          toast.error(reason);
          setSummary({ text: reason, fields: [] });
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  function invalid(errors: Partial<Record<string, unknown>>) {
    setSummary({ text: t('invalidSubmit'), fields: Object.keys(errors).map((field) => t(`fields.${field}`)) });
  }

  const busy = save.isPending || succeeded;
  const text = (field: Field, label: string, options: { max?: number; length?: number; textarea?: boolean } = {}) => (
    <FormField id={`banner-${field}`} label={label} error={errorOf(field)}>
      {options.textarea ? (
        <textarea
          id={`banner-${field}`}
          rows={4}
          className={cn(inputClass, 'h-auto py-2')}
          {...described(field)}
          {...register(field)}
        />
      ) : (
        <input id={`banner-${field}`} className={inputClass} {...described(field)} {...register(field)} />
      )}
      {options.max !== undefined ? <Counter length={options.length ?? 0} max={options.max} /> : null}
    </FormField>
  );

  return (
    <>
      <PageHeader
        title={t(isEdit ? 'form.editTitle' : 'form.createTitle')}
        description={t(isEdit ? 'form.editDescription' : 'form.createDescription')}
      />
      <Panel className="max-w-4xl">
        <form noValidate className="space-y-6 p-6" onSubmit={handleSubmit(submit, invalid)}>
          <Section title={t('form.basic')}>
            {text('title', t('fields.title'), { max: BANNER_TITLE_MAX, length: title.length })}
            {text('subtitle', t('fields.subtitle'), { max: BANNER_SUBTITLE_MAX, length: subtitle.length })}
            {subtitle.length > BANNER_SUBTITLE_MAX ? (
              <p className="text-sm text-amber-700 dark:text-amber-300">{t('subtitleTooLong')}</p>
            ) : null}
            {text('description', t('fields.description'), { textarea: true })}
            <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{t('form.descriptionHint')}</p>
          </Section>

          <Section title={t('form.english')}>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('form.englishHint')}</p>
            {text('titleEn', t('fields.titleEn'))}
            {text('subtitleEn', t('fields.subtitleEn'))}
            {text('descriptionEn', t('fields.descriptionEn'), { textarea: true })}
            {text('buttonTextEn', t('fields.buttonTextEn'))}
          </Section>

          <Section title={t('form.visual')}>
            <BannerImagesField
              value={images}
              onChange={setImages}
              isEdit={isEdit}
              error={imageError}
              onError={setImageError}
            />
          </Section>

          <Section title={t('form.callToAction')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('buttonText', t('fields.buttonText'), { max: BANNER_BUTTON_TEXT_MAX, length: buttonText.length })}
              {text('buttonLink', t('fields.buttonLink'))}
            </div>
          </Section>

          <Section title={t('form.configuration')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="banner-bannerType" label={t('fields.bannerType')} error={errorOf('bannerType')}>
                <select
                  id="banner-bannerType"
                  className={inputClass}
                  {...described('bannerType')}
                  {...register('bannerType')}
                >
                  {BANNER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id="banner-position" label={t('fields.position')} error={errorOf('position')}>
                <select
                  id="banner-position"
                  className={inputClass}
                  {...described('position')}
                  {...register('position')}
                >
                  {BANNER_POSITIONS.map((position) => (
                    <option key={position} value={position}>
                      {t(`positions.${position}`)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id="banner-displayOrder" label={t('fields.displayOrder')} error={errorOf('displayOrder')}>
                <input
                  id="banner-displayOrder"
                  type="number"
                  min={BANNER_DISPLAY_ORDER_MIN}
                  max={BANNER_DISPLAY_ORDER_MAX}
                  className={inputClass}
                  {...described('displayOrder')}
                  {...register('displayOrder', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
                />
              </FormField>
            </div>
            <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{t('form.placementHint')}</p>
            {text('tags', t('fields.tags'))}
            <div className="flex flex-wrap gap-6">
              <label className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
                <input type="checkbox" className="h-4 w-4" {...register('isActive')} />
                {t('fields.isActive')}
              </label>
              <label className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
                <input type="checkbox" className="h-4 w-4" {...register('isVisible')} />
                {t('fields.isVisible')}
              </label>
            </div>
          </Section>

          <Section title={t('form.schedule')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="banner-startDate" label={t('fields.startDate')} error={errorOf('startDate')}>
                <input
                  id="banner-startDate"
                  type="datetime-local"
                  className={inputClass}
                  {...described('startDate')}
                  {...startField}
                />
              </FormField>
              <FormField id="banner-endDate" label={t('fields.endDate')} error={errorOf('endDate')}>
                <input
                  id="banner-endDate"
                  type="datetime-local"
                  className={inputClass}
                  {...described('endDate')}
                  {...register('endDate')}
                />
              </FormField>
            </div>
          </Section>

          <Section title={t('form.creator')}>{text('createdBy', t('fields.createdBy'))}</Section>

          {summary ? (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
            >
              <p>{summary.text}</p>
              {summary.fields.length > 0 ? (
                <ul className="mt-1 list-disc ps-5">
                  {summary.fields.map((field) => (
                    <li key={field}>{field}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {succeeded ? (
            <p
              role="status"
              className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
            >
              {t(isEdit ? 'updated' : 'created')}
            </p>
          ) : null}
          <UploadProgress fraction={progress} label={(percent) => t('form.uploading', { percent })} />

          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5 dark:border-slate-800">
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => (changed ? setConfirmingDiscard(true) : navigate(LIST_PATH))}
            >
              {t('cancel')}
            </Button>
            {isEdit ? (
              <Button
                variant="ghost"
                disabled={busy || !changed}
                onClick={() => {
                  reset(initial.current);
                  images.added.forEach((image) => URL.revokeObjectURL(image.preview));
                  setImages({ existing: banner.images, added: [] });
                  setImageError(null);
                  setSummary(null);
                }}
              >
                {t('form.reset')}
              </Button>
            ) : null}
            <Button type="submit" disabled={busy} aria-busy={save.isPending}>
              {save.isPending
                ? t(isEdit ? 'form.updating' : 'form.creating')
                : t(isEdit ? 'form.update' : 'form.create')}
            </Button>
          </div>
        </form>
      </Panel>
      <ConfirmDialog
        open={confirmingDiscard}
        title={t('form.discardTitle')}
        description={t('form.discard')}
        confirmLabel={t('form.discardConfirm')}
        cancelLabel={t('form.keepEditing')}
        onConfirm={() => navigate(LIST_PATH)}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </>
  );
}
