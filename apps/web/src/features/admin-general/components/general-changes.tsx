import { useTranslation } from 'react-i18next';
import type { GeneralParameterChange } from '@crabclaw/shared';
import { LoadState, Panel } from '../../../components/admin/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useGeneralParameterChanges } from '../api/get-general-parameter-changes.ts';

const FIELD_LABELS: Record<string, string> = {
  paramCode: 'form.code',
  paramName: 'form.name',
  deskripsi: 'form.description',
};

function Change({ change }: { change: GeneralParameterChange }) {
  const { t } = useTranslation('general-admin');
  const empty = <span className="italic text-slate-500">{t('changes.none')}</span>;
  return (
    <li className="px-6 py-4">
      <p className="text-sm font-semibold text-sea-900 dark:text-white">
        {t(`changes.${change.action}`, { who: change.changedBy, when: formatDate(change.changedAt, 'dateTime') })}
      </p>
      <dl className="mt-2 space-y-2 text-sm">
        {Object.entries(change.changes).map(([field, { before, after }]) => (
          <div key={field}>
            <dt className="font-medium text-slate-600 dark:text-slate-300">{t(FIELD_LABELS[field] ?? field)}</dt>
            <dd className="grid gap-1 sm:grid-cols-2">
              <span className="whitespace-pre-line break-words">
                <span className="text-xs uppercase text-slate-500">{t('changes.before')}: </span>
                {before ?? empty}
              </span>
              <span className="whitespace-pre-line break-words">
                <span className="text-xs uppercase text-slate-500">{t('changes.after')}: </span>
                {after ?? empty}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The parameter's change log (issue 23): who changed it, when, and each field before and after. */
export function GeneralChanges({ id }: { id: number }) {
  const { t } = useTranslation('general-admin');
  const changes = useGeneralParameterChanges(id);
  return (
    <Panel className="mt-6 max-w-2xl" title={t('changes.title')}>
      <LoadState
        isPending={changes.isPending}
        isError={changes.isError}
        isEmpty={changes.data?.length === 0}
        onRetry={() => void changes.refetch()}
        emptyText={t('changes.empty')}
      >
        <ul aria-label={t('changes.title')} className="divide-y divide-slate-100 dark:divide-slate-800">
          {changes.data?.map((change) => (
            <Change key={`${change.changedAt}-${change.changedBy}`} change={change} />
          ))}
        </ul>
      </LoadState>
    </Panel>
  );
}
