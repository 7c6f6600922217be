import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { BannerFormSummary } from '../hooks/use-banner-form.ts';

/** What the last submit came to: the problems it met, the success, and the upload's progress. */
export function BannerFormOutcome({
  summary,
  succeeded,
  isEdit,
  progress,
}: {
  summary: BannerFormSummary | null;
  succeeded: boolean;
  isEdit: boolean;
  progress: number | null;
}) {
  const { t } = useTranslation('banners-admin');
  return (
    <>
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
    </>
  );
}

/** Cancel, Reset (edit) and the submit button with its busy label. */
export function BannerFormActions({
  isEdit,
  busy,
  saving,
  changed,
  onCancel,
  onReset,
}: {
  isEdit: boolean;
  busy: boolean;
  saving: boolean;
  changed: boolean;
  onCancel: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('banners-admin');
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5 dark:border-slate-800">
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        {t('cancel')}
      </Button>
      {isEdit ? (
        <Button variant="ghost" disabled={busy || !changed} onClick={onReset}>
          {t('form.reset')}
        </Button>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={saving}>
        {saving ? t(isEdit ? 'form.updating' : 'form.creating') : t(isEdit ? 'form.update' : 'form.create')}
      </Button>
    </div>
  );
}
