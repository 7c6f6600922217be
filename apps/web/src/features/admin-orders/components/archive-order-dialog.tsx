import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import type { AdminOrderRow } from '@crabclaw/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useArchiveOrder } from '../api/archive-order.ts';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

/**
 * The spec's Delete. The server keeps the order in an archive (the books need it), so the question says
 * where it goes instead of the spec's 'This action cannot be undone!'.
 */
export function ArchiveOrderDialog({
  order,
  onClose,
}: {
  order: Pick<AdminOrderRow, 'orderId' | 'orderNumber'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders-admin');
  const archive = useArchiveOrder();
  return (
    <ConfirmDialog
      open
      title={t('archive.title', { number: order.orderNumber })}
      description={t('archive.text')}
      confirmLabel={t('archive.confirm')}
      cancelLabel={t('confirm.back')}
      onCancel={onClose}
      onConfirm={() =>
        // The promise, not mutate's callbacks: those are skipped once the archived row has left the list.
        archive.mutateAsync(order.orderId).then(
          () => {
            toast.success(t('toast.deleted'), { description: t('toast.deletedText'), duration: ORDER_TOAST_MS });
            onClose();
          },
          (failure: Error) => toastFailure(t('toast.error'), t('toast.deleteFailed'), failure),
        )
      }
    />
  );
}
