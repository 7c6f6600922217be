import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGES_MAX } from '@crabclaw/shared';
import { PICTURE_ACCEPT, pictureFileRefusal } from '../../../components/admin/index.ts';
import { useMessage } from '../../../lib/messages.ts';

/** A picture chosen in this form, not yet sent. */
export interface NewImage {
  file: File;
  preview: string;
}

export interface BannerImages {
  /** URLs of the pictures the banner already has (edit). */
  existing: string[];
  added: NewImage[];
}

/**
 * Section 5's picture rules, checked on the whole selection (it is accepted or refused as one): at most 4
 * with those already there, then each file as every picture field checks it (pictureFileRefusal: a
 * picture by its bytes, 10 MB). Answers the refusal, or null.
 */
async function refuseSelection(
  files: readonly File[],
  current: number,
  isEdit: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
  say: (encoded: string) => string | undefined,
): Promise<string | null> {
  if (current + files.length > BANNER_IMAGES_MAX) {
    const left = BANNER_IMAGES_MAX - current;
    return isEdit ? t('images.onlyMore', { count: Math.max(0, left) }) : t('images.tooMany');
  }
  for (const file of files) {
    const refusal = await pictureFileRefusal(file, BANNER_IMAGE_MAX_BYTES);
    if (refusal) return say(refusal) ?? null;
  }
  return null;
}

/** Visual Content: previews of the banner's pictures, up to 4, with the spec's messages. */
export function BannerImagesField({
  value,
  onChange,
  isEdit,
  error,
  onError,
}: {
  value: BannerImages;
  onChange: (value: BannerImages) => void;
  isEdit: boolean;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('banners-admin');
  const say = useMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const total = value.existing.length + value.added.length;
  const previews = useRef(value.added);
  previews.current = value.added;

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => previews.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  async function select(files: File[]) {
    if (files.length === 0) return;
    const refusal = await refuseSelection(files, total, isEdit, t, say);
    onError(refusal);
    if (refusal) return;
    onChange({
      ...value,
      added: [...value.added, ...files.map((file) => ({ file, preview: URL.createObjectURL(file) }))],
    });
  }

  function removeAdded(index: number) {
    const image = value.added[index];
    if (image) URL.revokeObjectURL(image.preview);
    onChange({ ...value, added: value.added.filter((_, i) => i !== index) });
    onError(null);
  }

  return (
    <div className="space-y-3">
      {isEdit ? (
        <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">
          {t('images.current', { count: value.existing.length })}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('images.list')}>
        {value.existing.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={t('images.existingAlt', { n: index + 1 })}
              className="aspect-video w-full rounded-xl object-cover"
            />
            <button
              type="button"
              className="absolute end-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white"
              aria-label={t('images.remove', { n: index + 1 })}
              onClick={() => {
                onChange({ ...value, existing: value.existing.filter((_, i) => i !== index) });
                onError(null);
              }}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
        {value.added.map((image, index) => (
          <li key={image.preview} className="relative">
            <img
              src={image.preview}
              alt={t('images.newAlt', { name: image.file.name })}
              className="aspect-video w-full rounded-xl object-cover"
            />
            <button
              type="button"
              className="absolute end-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white"
              aria-label={t('images.remove', { n: value.existing.length + index + 1 })}
              onClick={() => removeAdded(index)}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PICTURE_ACCEPT}
          multiple
          className="sr-only"
          disabled={total >= BANNER_IMAGES_MAX}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(event) => {
            void select([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-dashed border-sea-300 px-4 py-3 text-sm font-semibold text-sea-800 hover:bg-sea-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <ImagePlus className="h-5 w-5" aria-hidden />
          {t('images.choose')}
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('images.hint', { count: total, max: BANNER_IMAGES_MAX })}
        </p>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
