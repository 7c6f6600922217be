import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGE_MAX_BYTES } from '@crabclaw/shared';
import { PICTURE_ACCEPT, pictureFileRefusal } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';

export interface ProductImageFieldProps {
  /** The preview URL shown now (stored picture or the uploaded one), or null. */
  previewUrl: string | null;
  error?: string;
  /** A new picture was uploaded (its key and URL), or null: the picture was removed. */
  onChange: (image: { imageKey: string; imageUrl: string } | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The product picture: chosen, checked at once (pictureFileRefusal: type from the bytes, 10 MB) and uploaded at once with a progress bar; the
 * server answers the processed picture's key. A failed upload says so and keeps the previous picture.
 */
export function ProductImageField({ previewUrl, error, onChange, onBusyChange }: ProductImageFieldProps) {
  const { t } = useTranslation('products-admin');
  const say = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await pictureFileRefusal(file, PRODUCT_IMAGE_MAX_BYTES);
    setProblem(say(refusal ?? undefined) ?? null);
    if (refusal) return;
    setProgress(0);
    onBusyChange(true);
    try {
      onChange(await uploadProductImage(file, setProgress));
    } catch (failure) {
      setProblem(t('image.uploadFailed', { reason: say(reasonOf(failure)) ?? '' }));
    } finally {
      setProgress(null);
      onBusyChange(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = problem ?? error;
  return (
    <div className="space-y-2">
      <span className="block text-sm font-semibold text-slate-700 dark:text-slate-200">{t('form.image')}</span>
      <div className="flex flex-wrap items-start gap-4">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={t('image.preview')}
            className="h-32 w-32 rounded-xl border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex h-32 w-32 items-center justify-center rounded-xl border border-dashed border-slate-300 text-xs text-slate-500">
            {t('image.none')}
          </div>
        )}
        <div className="space-y-2">
          <input
            ref={input}
            id="product-image"
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            aria-describedby={message ? 'product-image-error' : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor="product-image" className="inline-flex">
            <span className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold">
              <ImagePlus className="h-4 w-4" aria-hidden />
              {t('image.choose')}
            </span>
          </label>
          {previewUrl ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} disabled={progress !== null}>
              <X className="h-4 w-4" aria-hidden />
              {t('image.remove')}
            </Button>
          ) : null}
          {progress !== null ? (
            <div className="w-48 space-y-1">
              <div
                role="progressbar"
                aria-label={t('image.uploading')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full bg-teal-500 transition-all"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
              <p className="text-xs text-slate-500">{t('image.uploading')}</p>
            </div>
          ) : null}
          <p className="text-xs text-slate-500">{t('image.hint')}</p>
        </div>
      </div>
      {message ? (
        <p id="product-image-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}
