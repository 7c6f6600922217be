import { useTranslation } from 'react-i18next';
import { isRefundDue, type OrderChannel, type OrderStatus, type PaymentStatus } from '@crabclaw/shared';
import { Badge, statusTone } from '../../../components/admin/index.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

/** An order's status; the dashboard's summaries carry it as a plain string. */
export function StatusBadge({ status }: { status: string }) {
  const orderWord = useOrderWord();
  return <Badge tone={statusTone(status)}>{orderWord('status', status)}</Badge>;
}

/** The payment status; a paid order that was cancelled reads "refund due" until its refund is recorded (issue 23). */
export function PaymentBadge({ status, orderStatus }: { status: PaymentStatus; orderStatus: OrderStatus }) {
  const { t } = useTranslation('orders-admin');
  const orderWord = useOrderWord();
  if (isRefundDue({ status: orderStatus, paymentStatus: status })) {
    return <Badge tone="red">{t('refundDue.badge')}</Badge>;
  }
  return <Badge tone={statusTone(status)}>{orderWord('paymentStatus', status)}</Badge>;
}

export function ArchivedBadge() {
  const { t } = useTranslation('orders-admin');
  return <Badge tone="grey">{t('archived.badge')}</Badge>;
}

/** Where the order came from (issue 26): the website's own orders plain, the ones taken by phone or chat marked. */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  const orderWord = useOrderWord();
  return (
    <span data-testid="order-channel">
      <Badge tone={channel === 'web' ? 'grey' : 'blue'}>{orderWord('channel', channel)}</Badge>
    </span>
  );
}
