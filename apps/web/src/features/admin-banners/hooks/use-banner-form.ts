import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BANNER_REDIRECT_MS, BannerFieldsSchema, buttonTextFor, type AdminBanner } from '@crabclaw/shared';
import { toast } from '../../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { useSaveBanner } from '../api/save-banner.ts';
import { bannerFields, bannerFormValues, type BannerFormInput, type BannerFormOutput } from '../banner-fields.ts';
import type { BannerImages } from '../components/banner-images-field.tsx';

export const BANNER_LIST_PATH = '/app/banner';

/** What went wrong with the last submit: a sentence and the fields it names. */
export interface BannerFormSummary {
  text: string;
  fields: string[];
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Failed to load image for compression'));
    reader.readAsDataURL(file);
  });
}

/**
 * The banner form's state (back-office.md sections 4, 5 and 8): the fields checked by the shared schema, the
 * pictures, the save with its progress, the server's field errors on their fields, and the return to the list.
 */
export function useBannerForm(banner: AdminBanner | undefined) {
  const { t } = useTranslation('banners-admin');
  const navigate = useNavigate();
  const save = useSaveBanner();
  const message = useMessage();
  const isEdit = banner !== undefined;
  const initial = useRef(bannerFormValues(banner));
  const [images, setImages] = useState<BannerImages>({ existing: banner?.images ?? [], added: [] });
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<BannerFormSummary | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<BannerFormInput, unknown, BannerFormOutput>({
    resolver: zodResolver(BannerFieldsSchema),
    mode: 'onTouched',
    defaultValues: initial.current,
  });
  const { formState, getValues, setValue, setError, watch, reset } = form;
  const bannerType = watch('bannerType');

  // Section 4: the button text follows the type while it is empty or still a type's default.
  useEffect(() => {
    const current = getValues('buttonText') ?? '';
    const next = buttonTextFor(bannerType, current);
    if (next !== current) setValue('buttonText', next, { shouldDirty: true });
  }, [bannerType, getValues, setValue]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate(BANNER_LIST_PATH), BANNER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const changed =
    formState.isDirty || images.added.length > 0 || images.existing.length !== (banner?.images.length ?? 0);

  async function submit(values: BannerFormOutput) {
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
            else if (bannerFields.has(field)) setError(field, { message: code }, { shouldFocus: true });
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

  /** Edit's Reset: the loaded banner's values and pictures again. */
  function resetToLoaded() {
    reset(initial.current);
    images.added.forEach((image) => URL.revokeObjectURL(image.preview));
    setImages({ existing: banner?.images ?? [], added: [] });
    setImageError(null);
    setSummary(null);
  }

  return {
    form,
    isEdit,
    images,
    setImages,
    imageError,
    setImageError,
    progress,
    summary,
    succeeded,
    saving: save.isPending,
    busy: save.isPending || succeeded,
    changed,
    submit: form.handleSubmit(submit, invalid),
    resetToLoaded,
  };
}
