import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentStatus } from '@crabclaw/shared';
import { Badge, statusTone } from '../../../components/admin/index.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={statusTone(status)}>{t(`orders.statuses.${status}`)}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={statusTone(status)}>{t(`orders.paymentStatuses.${status}`)}</Badge>;
}

export function ArchivedBadge() {
  const { t } = useTranslation('orders-admin');
  return <Badge tone="grey">{t('archived.badge')}</Badge>;
}
