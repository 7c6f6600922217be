import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMailStatus } from '../api/get-mail-status.ts';

const NOTICE =
  'mb-4 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200';

/**
 * Order e-mails that need staff (decision 031): the shop has no mail server, so customers get none, or
 * messages gave up after their tries; each failed one links to its order, where it is sent again.
 */
export function MailNotice() {
  const { t } = useTranslation('admin');
  const status = useMailStatus().data;
  if (!status) return null;
  return (
    <>
      {status.mailConfigured ? null : (
        <p role="status" className={NOTICE} data-testid="mail-not-configured">
          <MailWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <span>{t('dashboard.mailNotConfigured')}</span>
        </p>
      )}
      {status.failed.length > 0 ? (
        <div role="status" className={NOTICE} data-testid="mail-failed">
          <MailWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <strong>{t('dashboard.mailFailed', { count: status.failed.length })}</strong>
            <ul className="mt-1 flex flex-wrap gap-x-3">
              {[...new Map(status.failed.map((message) => [message.orderId, message])).values()].map((message) => (
                <li key={message.orderId}>
                  <Link to={`/app/orders/${message.orderId}`} className="font-semibold underline">
                    {message.orderNumber}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
}
