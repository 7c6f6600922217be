import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_IMAGE_MAX_BYTES } from '@crabclaw/shared';
import { PICTURE_ACCEPT, pictureFileRefusal } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMessage } from '../../../lib/messages.ts';
import { fitCategoryImage } from './fit-image.ts';

export interface CategoryImageFieldProps {
  /** What the preview shows: the stored picture's URL or the processed data URL. */
  preview: string | null;
  onChange: (dataUrl: string | null) => void;
  /** Told while a picked picture is processed, so the form can hold its submit. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** The category picture: pick or drop an image (at most 10 MB), see it, or remove it. */
export function CategoryImageField({ preview, onChange, onBusyChange, error }: CategoryImageFieldProps) {
  const { t } = useTranslation('categories-admin');
  const message = useMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refusal = await pictureFileRefusal(file, CATEGORY_IMAGE_MAX_BYTES);
    setProblem(message(refusal ?? undefined) ?? null);
    if (refusal) return;
    setBusy(true);
    onBusyChange(true);
    try {
      onChange(await fitCategoryImage(file));
    } catch {
      setProblem(t('form.imageFailed'));
    } finally {
      setBusy(false);
      onBusyChange(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };
  const shown = problem ?? error;

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('form.image')}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center text-sm text-slate-500 sm:flex-row sm:text-start',
          dragging ? 'border-teal-500 bg-teal-500/5' : 'border-slate-300 dark:border-slate-700',
        )}
      >
        {preview ? (
          <img src={preview} alt={t('form.preview')} className="h-32 w-44 rounded-lg object-cover" />
        ) : (
          <span className="flex h-32 w-44 items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">
            <ImagePlus className="h-8 w-8 text-slate-400" aria-hidden />
          </span>
        )}
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={id}
              className="cursor-pointer rounded-xl border border-sea-200 bg-white px-3 py-1.5 font-semibold text-sea-800 hover:bg-sea-50 focus-within:ring-2 focus-within:ring-teal-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              {t('form.chooseImage')}
              <input
                ref={input}
                id={id}
                type="file"
                accept={PICTURE_ACCEPT}
                className="sr-only"
                aria-describedby={`${id}-hint`}
                onChange={(event) => void take(event.target.files?.[0])}
              />
            </label>
            {preview ? (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={busy}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('form.removeImage')}
              </Button>
            ) : null}
            {busy ? <Spinner label={t('form.processing')} /> : null}
          </div>
          <p id={`${id}-hint`}>
            {t('form.dropImage')} · {t('form.imageHint')}
          </p>
        </div>
      </div>
      {shown ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
