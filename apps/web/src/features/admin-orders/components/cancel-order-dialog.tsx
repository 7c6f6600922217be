import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@crabclaw/shared';
import { useCancelOrder } from '../api/cancel-order.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** Cancelling returns the stock, so it is its own step with a reason (issue 9), never a plain status pick. */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: Pick<AdminOrderRow, 'orderId' | 'orderNumber'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders-admin');
  const cancel = useCancelOrder();
  return (
    <ReasonDialog
      fieldId={`cancel-reason-${order.orderId}`}
      title={t('cancel.title', { number: order.orderNumber })}
      description={t('cancel.text')}
      confirmLabel={t('cancel.confirm')}
      done={{ title: t('toast.cancelled'), description: t('toast.cancelledText') }}
      failed={t('toast.cancelFailed')}
      pending={cancel.isPending}
      send={(reason) => cancel.mutateAsync({ orderId: order.orderId, reason })}
      onClose={onClose}
    />
  );
}
