import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_NOTICE_DAYS } from '@crabclaw/shared';
import { formatDate } from '../../../lib/format.ts';
import { useBankAccountNotice } from '../api/get-bank-account-notice.ts';

/**
 * Tells an Owner that the bank accounts customers pay into changed, by whom and when (issue 23), for
 * BANK_ACCOUNT_NOTICE_DAYS after the change; the server answers other roles nothing.
 */
export function BankAccountNotice() {
  const { t } = useTranslation('admin');
  const change = useBankAccountNotice().data?.change;
  if (!change) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <Landmark className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <span>
        <strong>
          {t('dashboard.bankAccountChanged', { who: change.changedBy, when: formatDate(change.changedAt, 'dateTime') })}
        </strong>{' '}
        {t('dashboard.bankAccountChangedHint', { days: BANK_ACCOUNT_NOTICE_DAYS })}
      </span>
    </p>
  );
}
