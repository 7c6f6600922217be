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
import { FormField, inputClass, Panel, UploadProgress } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import type { UploadProgress as UploadProgressReport } from '../../../lib/send-with-progress.ts';
import { useMessage } from '../../../lib/messages.ts';
import { CategoryImageField } from './category-image-field.tsx';

/** What the form holds: the schema's input, with the picture as the preview URL or a new data URL. */
type Values = CategoryAdminFormValues;

const EMPTY: Values = {
  categoryName: '',
  description: '',
  isPopular: false,
  categoryNameEn: '',
  descriptionEn: '',
};

/** The form's starting values for an existing category (Reset returns to these). */
export function formValuesOf(category: AdminCategory | undefined): Values {
  if (!category) return EMPTY;
  return {
    categoryName: category.categoryName,
    description: category.description,
    isPopular: category.isPopular,
    categoryNameEn: category.categoryNameEn ?? '',
    descriptionEn: category.descriptionEn ?? '',
    version: category.version,
  };
}

const FIELDS = ['categoryName', 'description', 'categoryNameEn', 'descriptionEn'];

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
          if (FIELDS.includes(name) || name === 'imageUrl' || name === 'imageKey') {
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
  const input = (name: keyof Values, extra?: string) => ({
    id: `category-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `category-${name}-error` : undefined,
    className: cn(inputClass, extra),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Panel className="space-y-5 p-5">
        <FormField id="category-categoryName" label={t('form.categoryName')} error={fieldError('categoryName')}>
          <input {...input('categoryName')} {...register('categoryName')} autoComplete="off" />
        </FormField>
        <FormField id="category-description" label={t('form.description')} error={fieldError('description')}>
          <textarea {...input('description', 'h-28 py-2')} {...register('description')} />
        </FormField>
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
          <FormField id="category-categoryNameEn" label={t('form.categoryNameEn')} error={fieldError('categoryNameEn')}>
            <input {...input('categoryNameEn')} {...register('categoryNameEn')} autoComplete="off" lang="en" />
          </FormField>
          <FormField id="category-descriptionEn" label={t('form.descriptionEn')} error={fieldError('descriptionEn')}>
            <textarea {...input('descriptionEn', 'h-24 py-2')} {...register('descriptionEn')} lang="en" />
          </FormField>
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
