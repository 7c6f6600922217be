import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, RotateCcw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import {
  CategoryAdminSchema,
  type AdminCategory,
  type CategoryAdminFormValues,
  type CategoryAdminInput,
} from '@crabclaw/shared';
import { Panel, TextField, UploadProgress, type TextFieldProps } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formFields, type FieldList } from '../../../lib/form-values.ts';
import type { UploadProgress as UploadProgressReport } from '../../../lib/send-with-progress.ts';
import { useMessage } from '../../../lib/messages.ts';
import { CategoryImageField } from './category-image-field.tsx';

/** What the form holds: the schema's input, with the picture as the preview URL or a new data URL. */
type Values = CategoryAdminFormValues;

/** The fields staff type or tick, each once; the picture has its own field and the version rides along. */
const CATEGORY_FIELDS = {
  categoryName: { kind: 'text' },
  description: { kind: 'textarea' },
  isPopular: { kind: 'checkbox' },
  categoryNameEn: { kind: 'text' },
  descriptionEn: { kind: 'textarea' },
} as const satisfies FieldList<Values>;
const categoryFields = formFields(CategoryAdminSchema, CATEGORY_FIELDS);
type TextName = Exclude<keyof typeof CATEGORY_FIELDS, 'isPopular'>;

/** The form's starting values: an existing category's (Reset returns to these), or empty ones. */
function formValuesOf(category: AdminCategory | undefined): Values {
  if (!category) return categoryFields.newValues();
  return { ...categoryFields.storedValues(category), version: category.version };
}

export interface CategoryFormProps {
  mode: 'create' | 'edit';
  /** The loaded category on edit. */
  category?: AdminCategory;
  /** Saves; a rejected ApiRequestError puts the server's field errors on their fields. */
  onSubmit: (values: CategoryAdminInput, onProgress: UploadProgressReport) => Promise<unknown>;
  onDone: () => void;
}

/**
 * Create and edit form of a category (back-office sections 2, 5 and 8): the shared schema with the spec's
 * messages after a submit attempt, server field errors on their fields, busy labels, Reset to the loaded
 * values, and submit held while a picture is processed.
 */
export function CategoryForm({ mode, category, onSubmit, onDone }: CategoryFormProps) {
  const { t } = useTranslation('categories-admin');
  const message = useMessage();
  const initial = formValuesOf(category);
  const storedPicture = category?.images?.card ?? null;
  // undefined: keep the stored picture; null: remove it; a data URL: the new one.
  const [picture, setPicture] = useState<string | null | undefined>(undefined);
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values, unknown, CategoryAdminInput>({
    resolver: zodResolver(CategoryAdminSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  useEffect(() => {
    reset(formValuesOf(category));
    setPicture(undefined);
  }, [category, reset]);
  const errors = formState.errors;
  const fieldError = (name: keyof Values) => message(errors[name]?.message as string | undefined);
  const pictureError = message(errors.imageUrl?.message ?? errors.imageKey?.message);

  const submit = handleSubmit(async (values) => {
    const body: CategoryAdminInput = { ...values };
    if (picture === null) Object.assign(body, { imageUrl: null, imageKey: null });
    else if (picture) body.imageUrl = picture;
    setProgress(0);
    try {
      await onSubmit(body, setProgress);
      toast.success(t(mode === 'create' ? 'form.created' : 'form.updated'));
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, reason] of Object.entries(error.fields)) {
          const name = field === 'file' ? 'imageUrl' : field;
          if (categoryFields.has(name) || name === 'imageUrl' || name === 'imageKey') {
            setError(name as Path<Values>, { message: reason });
          }
        }
        if (error.status === 400 || error.status === 409 || error.status === 413) {
          toast.error(message(error.reason) ?? t(mode === 'create' ? 'form.createFailed' : 'form.updateFailed'));
          return;
        }
      }
      toast.error(t(mode === 'create' ? 'form.createFailed' : 'form.updateFailed'));
    } finally {
      setProgress(null);
    }
  });

  const busy = formState.isSubmitting;
  const field = (name: TextName, props: Pick<TextFieldProps, 'className' | 'autoComplete' | 'lang'>) => (
    <TextField
      id={`category-${name}`}
      label={t(`form.${name}`)}
      error={fieldError(name)}
      multiline={CATEGORY_FIELDS[name].kind === 'textarea'}
      {...props}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Panel className="space-y-5 p-5">
        {field('categoryName', { autoComplete: 'off' })}
        {field('description', { className: 'h-28 py-2' })}
        <p className="text-xs text-slate-500">{t('form.priceHint')}</p>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
          <input type="checkbox" className="h-4 w-4 accent-teal-600" {...register('isPopular')} />
          {t('form.isPopular')}
        </label>
        <CategoryImageField
          preview={picture === undefined ? storedPicture : picture}
          onChange={setPicture}
          onBusyChange={setProcessing}
          error={pictureError}
        />
      </Panel>
      <Panel title={t('form.english')} className="space-y-5">
        <div className="space-y-5 px-5 pb-5">
          <p className="text-sm text-slate-500">{t('form.englishHint')}</p>
          {field('categoryNameEn', { autoComplete: 'off', lang: 'en' })}
          {field('descriptionEn', { className: 'h-24 py-2', lang: 'en' })}
        </div>
      </Panel>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
          {t('form.invalid')}
        </p>
      ) : null}
      <UploadProgress fraction={progress} label={(percent) => t('form.uploading', { percent })} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          {mode === 'edit' ? <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> : null}
          {t(mode === 'edit' ? 'form.backToList' : 'form.cancel')}
        </Button>
        {mode === 'edit' ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              reset(formValuesOf(category));
              setPicture(undefined);
            }}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('form.reset')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy || processing} aria-busy={busy || undefined}>
          <Save className="h-4 w-4" aria-hidden />
          {busy
            ? t(mode === 'create' ? 'form.creating' : 'form.updating')
            : t(mode === 'create' ? 'form.create' : 'form.update')}
        </Button>
      </div>
    </form>
  );
}
