import { useTranslation } from 'react-i18next';
import { isRefundDue, type OrderChannel, type OrderStatus, type PaymentStatus } from '@crabclaw/shared';
import { Badge, statusTone } from '../../../components/admin/index.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={statusTone(status)}>{t(`orders.statuses.${status}`)}</Badge>;
}

/** The payment status; a paid order that was cancelled reads "refund due" until its refund is recorded (issue 23). */
export function PaymentBadge({ status, orderStatus }: { status: PaymentStatus; orderStatus: OrderStatus }) {
  const { t } = useTranslation(['admin', 'orders-admin']);
  if (isRefundDue({ status: orderStatus, paymentStatus: status })) {
    return <Badge tone="red">{t('orders-admin:refundDue.badge')}</Badge>;
  }
  return <Badge tone={statusTone(status)}>{t(`orders.paymentStatuses.${status}`)}</Badge>;
}

export function ArchivedBadge() {
  const { t } = useTranslation('orders-admin');
  return <Badge tone="grey">{t('archived.badge')}</Badge>;
}

/** Where the order came from (issue 26): the website's own orders plain, the ones taken by phone or chat marked. */
export function ChannelBadge({ channel }: { channel: OrderChannel }) {
  const { t } = useTranslation('admin');
  return (
    <span data-testid="order-channel">
      <Badge tone={channel === 'web' ? 'grey' : 'blue'}>{t(`orders.channels.${channel}`)}</Badge>
    </span>
  );
}
