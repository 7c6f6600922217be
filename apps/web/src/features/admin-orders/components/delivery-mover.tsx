import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, DeliveryChoice } from '@crabclaw/shared';
import { DeliverySlotPicker } from '../../../components/delivery-slot-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { useMoveOrderDelivery } from '../api/move-order-delivery.ts';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

/**
 * Moves an order to another delivery day and window (a customer called; issue 27), among the windows still
 * open, by the same capacity rules as checkout. For an order by the Fresh Courier taken without one, it is
 * where staff set it.
 */
export function DeliveryMover({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('orders-admin');
  const message = useMessage();
  const moving = useMoveOrderDelivery();
  const [choice, setChoice] = useState<DeliveryChoice | undefined>();
  const [error, setError] = useState<string | undefined>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!choice?.window) return setError(message('delivery.slotRequired'));
    moving.mutate(
      { orderId: order.orderId, ...choice },
      {
        onSuccess: () => {
          setChoice(undefined);
          toast.success(t('toast.updated'), { description: t('delivery.moved'), duration: ORDER_TOAST_MS });
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError) setError(message(failure.fields.delivery ?? failure.reason));
          toastFailure(t('toast.error'), t('delivery.moveFailed'), failure);
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-4 px-5 py-4" onSubmit={save} data-testid="delivery-mover">
      {order.delivery ? null : (
        <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('delivery.missing')}
        </p>
      )}
      <DeliverySlotPicker
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" disabled={moving.isPending}>
        <Save className="size-4" aria-hidden="true" />
        {order.delivery ? t('delivery.move') : t('delivery.set')}
      </Button>
    </form>
  );
}
