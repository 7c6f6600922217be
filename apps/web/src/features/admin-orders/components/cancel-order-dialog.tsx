import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import { CancelOrderSchema, type AdminOrderRow } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useMessage } from '../../../lib/messages.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { ReasonField } from './reason-field.tsx';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

/** Cancelling returns the stock, so it is its own step with a reason (issue 9), never a plain status pick. */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: Pick<AdminOrderRow, 'orderId' | 'orderNumber'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders-admin');
  const message = useMessage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelOrder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CancelOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message));
      return;
    }
    // The promise, not mutate's callbacks: those are skipped once the row has left a filtered list.
    cancel.mutateAsync({ orderId: order.orderId, ...parsed.data }).then(
      () => {
        toast.success(t('toast.cancelled'), { description: t('toast.cancelledText'), duration: ORDER_TOAST_MS });
        onClose();
      },
      (failure: Error) => toastFailure(t('toast.error'), t('toast.cancelFailed'), failure),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel.title', { number: order.orderNumber })}
      description={t('cancel.text')}
    >
      <form noValidate onSubmit={submit} className="space-y-4 text-start">
        <ReasonField
          id={`cancel-reason-${order.orderId}`}
          value={reason}
          error={error}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
        />
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" className="flex-1" disabled={cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
