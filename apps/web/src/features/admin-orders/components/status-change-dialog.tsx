import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import {
  checkPaymentStatusChange,
  checkStatusChange,
  type AdminOrderRow,
  type OrderStatus,
  type PaymentStatus,
} from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { useUpdatePaymentStatus } from '../api/update-payment-status.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { ReasonField } from './reason-field.tsx';
import { NO_SHIPMENT, readShipment, ShipmentFields, type ShipmentErrors } from './shipment-fields.tsx';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

export type StatusChange = { kind: 'status'; to: OrderStatus } | { kind: 'payment'; to: PaymentStatus };

type Target = Pick<AdminOrderRow, 'orderId' | 'orderNumber' | 'status' | 'paymentStatus'>;

/**
 * Spec section 4: 'Change status to {status}?' / 'Yes, update it!'. A correction outside the order's
 * normal life (Owner and Admin only) also asks for its reason, as the shared rule requires; marking it
 * shipped asks for the courier and waybill number, both optional (issue 25).
 */
export function StatusChangeDialog({
  order,
  change,
  onClose,
}: {
  order: Target;
  change: StatusChange;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders-admin');
  const orderWord = useOrderWord();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [shipment, setShipment] = useState(NO_SHIPMENT);
  const [shipmentErrors, setShipmentErrors] = useState<ShipmentErrors>({});
  const updateStatus = useUpdateOrderStatus();
  const updatePayment = useUpdatePaymentStatus();
  const payment = change.kind === 'payment';
  const statusName = orderWord(payment ? 'paymentStatus' : 'status', change.to);
  const request = { mayCorrect: true, reason };
  const check =
    change.kind === 'payment'
      ? checkPaymentStatusChange({ ...request, from: order.paymentStatus, to: change.to, orderStatus: order.status })
      : checkStatusChange({ ...request, from: order.status, to: change.to });
  // The reason field shows for a correction even before anything is typed in it.
  const correction = check.ok ? check.correction : check.refusal === 'reasonRequired';
  const shipping = change.kind === 'status' && change.to === 'Shipped';

  const succeeded = () => {
    toast.success(t('toast.updated'), {
      description: t(payment ? 'toast.paymentUpdated' : 'toast.statusUpdated'),
      duration: ORDER_TOAST_MS,
    });
    onClose();
  };
  const failed = (failure: Error) => {
    if (failure instanceof ApiRequestError) {
      const { shippingCourier, waybillNumber } = failure.fields;
      setShipmentErrors({ shippingCourier, waybillNumber });
    }
    toastFailure(t('toast.error'), t(payment ? 'toast.paymentFailed' : 'toast.statusFailed'), failure);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) {
      setError(t('reason.required'));
      return;
    }
    const shipped = shipping ? readShipment(shipment) : { ok: true as const, value: {} };
    if (!shipped.ok) {
      setShipmentErrors(shipped.errors);
      return;
    }
    const body = { orderId: order.orderId, reason: correction ? reason.trim() : undefined };
    // The promise, not mutate's callbacks: those are skipped once the row has left a filtered list.
    const saved =
      change.kind === 'payment'
        ? updatePayment.mutateAsync({ ...body, paymentStatus: change.to })
        : updateStatus.mutateAsync({ ...body, status: change.to, ...shipped.value });
    saved.then(succeeded, failed);
  };
  const busy = updateStatus.isPending || updatePayment.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(payment ? 'confirm.paymentTitle' : 'confirm.statusTitle', { status: statusName })}
      description={t(correction ? 'confirm.correctionText' : 'confirm.statusText', { number: order.orderNumber })}
    >
      <form noValidate onSubmit={submit} className="space-y-4 text-start">
        {correction ? (
          <ReasonField
            id={`reason-${order.orderId}`}
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
          />
        ) : null}
        {shipping ? (
          <ShipmentFields
            idPrefix={`shipment-${order.orderId}`}
            value={shipment}
            errors={shipmentErrors}
            onChange={(edit) => {
              setShipment((current) => ({ ...current, ...edit }));
              setShipmentErrors({});
            }}
          />
        ) : null}
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={onClose}>
            {t('confirm.back')}
          </Button>
          <Button type="submit" className="flex-1" disabled={busy}>
            {t('confirm.update')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
