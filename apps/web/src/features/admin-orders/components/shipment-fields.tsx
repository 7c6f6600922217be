import { useTranslation } from 'react-i18next';
import { SHIPPING_COURIER_MAX, UpdateOrderStatusSchema, WAYBILL_NUMBER_MAX } from '@crabclaw/shared';
import { FormField, inputClass } from '../../../components/admin/index.ts';
import { fieldAria, useMessage } from '../../../lib/messages.ts';

export interface Shipment {
  shippingCourier: string;
  waybillNumber: string;
}
export type ShipmentErrors = Partial<Record<keyof Shipment, string>>;

export const NO_SHIPMENT: Shipment = { shippingCourier: '', waybillNumber: '' };

/**
 * The courier and waybill number as the status change sends them, by the shared rule (trimmed, blank as
 * none, one line, bounded); or the fields' coded messages where the rule refuses them.
 */
export function readShipment(
  shipment: Shipment,
): { ok: true; value: Partial<Shipment> } | { ok: false; errors: ShipmentErrors } {
  const parsed = UpdateOrderStatusSchema.safeParse({ status: 'Shipped', ...shipment });
  if (parsed.success) {
    const { shippingCourier, waybillNumber } = parsed.data;
    return {
      ok: true,
      value: { shippingCourier: shippingCourier ?? undefined, waybillNumber: waybillNumber ?? undefined },
    };
  }
  const errors: ShipmentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'shippingCourier' || field === 'waybillNumber') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Who carries the order and its tracking number, asked when staff mark it shipped (issue 25); both optional. */
export function ShipmentFields({
  idPrefix,
  value,
  errors,
  onChange,
}: {
  idPrefix: string;
  value: Shipment;
  /** Coded messages (shared rule or server), translated here. */
  errors: ShipmentErrors;
  onChange: (change: Partial<Shipment>) => void;
}) {
  const { t } = useTranslation('orders-admin');
  const message = useMessage();
  const fields = [
    {
      name: 'shippingCourier',
      label: 'shipment.courier',
      placeholder: 'shipment.courierPlaceholder',
      max: SHIPPING_COURIER_MAX,
    },
    {
      name: 'waybillNumber',
      label: 'shipment.waybill',
      placeholder: 'shipment.waybillPlaceholder',
      max: WAYBILL_NUMBER_MAX,
    },
  ] as const;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-bold text-sea-900 dark:text-white">{t('shipment.title')}</legend>
      {fields.map(({ name, label, placeholder, max }) => {
        const id = `${idPrefix}-${name}`;
        const error = message(errors[name]);
        return (
          <FormField key={name} id={id} label={t(label)} error={error}>
            <input
              id={id}
              value={value[name]}
              maxLength={max}
              autoComplete="off"
              placeholder={t(placeholder)}
              onChange={(event) => onChange({ [name]: event.target.value })}
              {...fieldAria(id, error)}
              className={inputClass}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}
