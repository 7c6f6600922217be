import { CreditCard, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { useStartPayment, type OrderKey } from '../api.ts';

type PayableOnline = Pick<CustomerOrder, 'onlinePayment' | 'paymentStatus'>;

/**
 * 'Bayar sekarang' (success and tracking pages): the gateway's payment page while the order waits for its
 * online payment, or 'Coba bayar lagi' when none could be opened or the last one failed or expired (issue 28).
 * A new try needs the order's access token; the tracker by number and contact shows the link alone.
 */
export function OnlinePaymentAction({ order, receipt }: { order: PayableOnline; receipt?: OrderKey }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const start = useStartPayment(receipt);
  const payment = order.onlinePayment;
  if (!payment || order.paymentStatus !== 'Pending') return null;

  if (payment.payUrl) {
    return (
      <section className="mt-6 rounded-xl border border-teal-200 p-4 dark:border-teal-900">
        <p className="text-sm">{t('onlinePayment.payNowText')}</p>
        <a href={payment.payUrl} className={buttonClass('accent', 'lg') + ' mt-3 w-full'}>
          <CreditCard className="h-5 w-5" aria-hidden />
          {t('onlinePayment.payNow')}
        </a>
      </section>
    );
  }
  if (payment.state === 'review') {
    return <p className="mt-6 rounded-xl bg-sea-50 p-4 text-sm dark:bg-slate-900">{t('onlinePayment.review')}</p>;
  }
  if (!payment.canRetry || !receipt) return null;
  const startAgain = () =>
    start.mutate(undefined, {
      onSuccess: (started) => {
        if (started.payUrl) window.location.assign(started.payUrl);
      },
    });
  return (
    <section className="mt-6 rounded-xl border border-amber-200 p-4 dark:border-amber-900">
      <p className="text-sm">{t('onlinePayment.failed')}</p>
      {start.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message(reasonOf(start.error)) ?? t('onlinePayment.retryFailed')}
        </p>
      ) : null}
      <Button variant="accent" size="lg" className="mt-3 w-full" disabled={start.isPending} onClick={startAgain}>
        <RotateCcw className="h-5 w-5" aria-hidden />
        {t('onlinePayment.retry')}
      </Button>
    </section>
  );
}
