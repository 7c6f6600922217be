import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminGeneralParameter } from '@crabclaw/shared';
import { DetailField, Panel } from '../../../components/admin/index.ts';

/** A payment parameter as a Manager sees it: its values, and who may change them (issue 23). */
export function GeneralReadOnly({ parameter }: { parameter: AdminGeneralParameter }) {
  const { t } = useTranslation('general-admin');
  return (
    <Panel className="max-w-2xl">
      <div className="space-y-5 p-6">
        <p className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
          <Lock className="h-4 w-4 shrink-0" aria-hidden />
          {t('edit.paymentOwnerAdminOnly')}
        </p>
        <dl className="space-y-4">
          <DetailField label={t('form.code')}>
            <span className="font-mono">{parameter.paramCode}</span>
          </DetailField>
          <DetailField label={t('form.name')}>{parameter.paramName}</DetailField>
          <DetailField label={t('form.description')}>
            <span className="whitespace-pre-line">{parameter.deskripsi}</span>
          </DetailField>
        </dl>
      </div>
    </Panel>
  );
}
