import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateShipment } from '../api/update-shipment.ts';
import { readShipment, ShipmentFields, type Shipment, type ShipmentErrors } from './shipment-fields.tsx';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

const shipmentOf = (order: AdminOrder): Shipment => ({
  shippingCourier: order.shippingCourier ?? '',
  waybillNumber: order.waybillNumber ?? '',
});

/**
 * Corrects the courier and waybill of an order on its way (decision 037): the server keeps the change in the
 * history and e-mails the customer the new values. Shown while the order is Shipped, to staff who move orders.
 */
export function ShipmentEditor({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('orders-admin');
  const saving = useUpdateShipment();
  const [value, setValue] = useState<Shipment>(() => shipmentOf(order));
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const unchanged =
    value.shippingCourier.trim() === (order.shippingCourier ?? '') &&
    value.waybillNumber.trim() === (order.waybillNumber ?? '');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const read = readShipment(value);
    if (!read.ok) return setErrors(read.errors);
    const body = {
      shippingCourier: read.value.shippingCourier ?? null,
      waybillNumber: read.value.waybillNumber ?? null,
    };
    saving.mutate(
      { orderId: order.orderId, ...body },
      {
        onSuccess: (saved) => {
          setValue(shipmentOf(saved));
          toast.success(t('toast.updated'), { description: t('shipment.saved'), duration: ORDER_TOAST_MS });
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError) {
            const { shippingCourier, waybillNumber } = failure.fields;
            setErrors({ shippingCourier, waybillNumber });
          }
          toastFailure(t('toast.error'), t('shipment.saveFailed'), failure);
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-4 px-5 py-4" onSubmit={save} data-testid="shipment-editor">
      <ShipmentFields
        idPrefix="shipment-edit"
        value={value}
        errors={errors}
        onChange={(change) => {
          setValue((current) => ({ ...current, ...change }));
          setErrors({});
        }}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('shipment.customerTold')}</p>
      <Button type="submit" disabled={unchanged || saving.isPending}>
        <Save className="size-4" aria-hidden="true" />
        {saving.isPending ? t('shipment.saving') : t('shipment.save')}
      </Button>
    </form>
  );
}
