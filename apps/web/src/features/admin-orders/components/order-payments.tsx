import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah, type PaymentAttempt } from '@crabclaw/shared';
import { formatDate } from '../../../lib/format.ts';
import { useOrderPayments } from '../api/get-order-payments.ts';

function Attempt({ attempt }: { attempt: PaymentAttempt }) {
  const { t } = useTranslation('orders-admin');
  return (
    <li className="px-5 py-3 text-sm" data-testid="payment-attempt">
      <p className="font-semibold text-slate-800 dark:text-slate-100">
        {attempt.reference} · {t(`payments.states.${attempt.state}`)} · {formatRupiah(attempt.amount)}
        {attempt.channel ? ` · ${attempt.channel}` : ''}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('payments.started', {
          provider: 'Midtrans',
          at: formatDate(attempt.startedAt, 'dateTime'),
          until: formatDate(attempt.expiresAt, 'dateTime'),
        })}
      </p>
      {attempt.needsStaff ? (
        <p role="status" className="mt-1 flex items-center gap-1 font-semibold text-red-800 dark:text-red-300">
          <AlertTriangle className="h-4 w-4" aria-hidden />
          {t(`payments.needsStaff.${attempt.state === 'review' ? 'review' : 'refund'}`)}
        </p>
      ) : null}
      {attempt.events.length > 0 ? (
        <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          {attempt.events.map((event, index) => (
            <li key={`${event.receivedAt}-${index}`} className="text-xs text-slate-600 dark:text-slate-300">
              <bdi>{formatDate(event.receivedAt, 'dateTime')}</bdi> · {event.transactionStatus} (
              {t(`payments.states.${event.state}`)}) · {formatRupiah(event.amount)}
              {event.channel ? ` · ${event.channel}` : ''} · {t(`payments.sources.${event.source}`)}
              {event.applied ? '' : ` · ${t('payments.notApplied')}`}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** The order's online payment attempts (issue 28): channel, amounts, times, and refunds or reviews flagged. */
export function OrderPayments({ orderId, orderUpdatedAt }: { orderId: number; orderUpdatedAt: string }) {
  const { t } = useTranslation('orders-admin');
  const payments = useOrderPayments(orderId, orderUpdatedAt);
  if (payments.isError) return <p className="px-5 py-4 text-sm text-red-700">{t('payments.loadFailed')}</p>;
  if (!payments.data) return null;
  if (payments.data.attempts.length === 0)
    return <p className="px-5 py-4 text-sm text-slate-500">{t('payments.none')}</p>;
  return (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="order-payments">
      {payments.data.attempts.map((attempt) => (
        <Attempt key={attempt.reference} attempt={attempt} />
      ))}
    </ol>
  );
}
