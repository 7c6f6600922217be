import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BulkStatusChangeSchema,
  encodeMessage,
  SHIPPING_COURIER_MAX,
  type BulkStatusResult,
  type MessageCode,
  type OrderStatus,
} from '@crabclaw/shared';
import { FormField, inputClass } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { fieldAria, useMessage } from '../../../lib/messages.ts';
import { useChangeStatuses } from '../api/change-statuses.ts';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

const STEPS = ['Processing', 'Shipped'] as const satisfies readonly OrderStatus[];

/**
 * The selected orders moved one step at once (issue 27): each by its own change's rules, so an order not
 * ready for the step stays and is listed with the reason. The courier, optional as for one order, goes
 * with Shipped to all of them.
 */
export function BulkStatusBar({ orderIds, onDone }: { orderIds: number[]; onDone: () => void }) {
  const { t } = useTranslation('orders-admin');
  const orderWord = useOrderWord();
  const message = useMessage();
  const changing = useChangeStatuses();
  const [courier, setCourier] = useState('');
  const [courierError, setCourierError] = useState<string>();
  const [refused, setRefused] = useState<BulkStatusResult['refused']>([]);

  const change = (status: (typeof STEPS)[number]) => {
    const body = { orderIds, status, shippingCourier: status === 'Shipped' ? courier : undefined };
    const parsed = BulkStatusChangeSchema.safeParse(body);
    if (!parsed.success) {
      setCourierError(parsed.error.issues.find((issue) => issue.path[0] === 'shippingCourier')?.message);
      return;
    }
    setCourierError(undefined);
    changing.mutate(parsed.data, {
      onSuccess: (result) => {
        setRefused(result.refused);
        if (result.changed.length > 0) {
          toast.success(t('toast.updated'), {
            description: t('deliveries.changed', { count: result.changed.length }),
            duration: ORDER_TOAST_MS,
          });
        }
        onDone();
      },
      onError: (failure) => toastFailure(t('toast.error'), t('toast.statusFailed'), failure),
    });
  };

  return (
    <section
      aria-label={t('deliveries.bulk')}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm font-semibold text-slate-700 dark:text-slate-200" aria-live="polite">
        {t('deliveries.selected', { count: orderIds.length })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <FormField id="bulk-courier" label={t('deliveries.courier')} error={message(courierError)}>
            <input
              id="bulk-courier"
              className={inputClass}
              value={courier}
              maxLength={SHIPPING_COURIER_MAX}
              placeholder={t('shipment.courierPlaceholder')}
              {...fieldAria('bulk-courier', courierError)}
              onChange={(event) => setCourier(event.target.value)}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          {STEPS.map((status) => (
            <Button
              key={status}
              variant={status === 'Shipped' ? 'primary' : 'outline'}
              disabled={orderIds.length === 0 || changing.isPending}
              onClick={() => change(status)}
            >
              {t('deliveries.markAs', { status: orderWord('status', status) })}
            </Button>
          ))}
        </div>
      </div>
      {refused.length > 0 ? (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200"
        >
          <p className="font-semibold">{t('deliveries.refused', { count: refused.length })}</p>
          <ul className="mt-1 list-disc ps-5">
            {refused.map((order) => (
              <li key={order.orderId}>
                {order.orderNumber ?? `#${order.orderId}`}:{' '}
                {message(encodeMessage(order.code as MessageCode, order.params)) ?? order.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
