import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TrackOrderSchema, type TrackOrder } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useCustomerOrder, useTrackOrder } from '../api.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { OnlinePaymentAction } from './online-payment.tsx';
import { OrderDetails } from './order-details.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';
import { TransferProofPanel } from './transfer-proof.tsx';

const inputClass =
  'mt-1 h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900';

/** The order a link from the shop's e-mail opens: its id and access token (`?id=…&token=…`), as the success page reads it. */
function linkedOrder(params: URLSearchParams) {
  const orderId = Number(params.get('id'));
  const accessToken = params.get('token');
  return Number.isInteger(orderId) && orderId > 0 && accessToken ? { orderId, accessToken } : undefined;
}

/**
 * /public/orders: find an order by its number and the e-mail or phone it was placed with, or open the one
 * the e-mail's link names (also where the payment page sends the customer back to).
 */
export function TrackOrderPage() {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const [params] = useSearchParams();
  const track = useTrackOrder();
  const receipt = linkedOrder(params);
  // Midtrans sends the customer back here with its order_id: the shop asks Midtrans what became of the payment.
  const linked = useCustomerOrder(receipt, { returnedFromGateway: params.has('order_id') });
  const shown = track.data ?? linked.data;
  const form = useForm<TrackOrder>({
    resolver: zodResolver(TrackOrderSchema),
    defaultValues: { orderNumber: params.get('order') ?? '', contact: '' },
  });
  const errors = form.formState.errors;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">{t('track.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('track.subtitle')}</p>
      <form
        onSubmit={form.handleSubmit((query) => track.mutate(query))}
        noValidate
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-slate-800"
      >
        <div>
          <label htmlFor="orderNumber" className="text-sm font-semibold">
            {t('track.orderNumber')}
          </label>
          <input
            id="orderNumber"
            {...form.register('orderNumber')}
            placeholder="CC-20261122-0001"
            className={inputClass}
          />
          {errors.orderNumber ? (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {message(errors.orderNumber.message)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="contact" className="text-sm font-semibold">
            {t('track.contact')}
          </label>
          <input id="contact" {...form.register('contact')} className={inputClass} />
          {errors.contact ? (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {message(errors.contact.message)}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={track.isPending}>
          <Search className="h-4 w-4" aria-hidden />
          {t('track.submit')}
        </Button>
      </form>
      {linked.isError && !track.data ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-sm text-red-800">
          {t('track.notFound')}
        </p>
      ) : null}
      {track.isError ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-sm text-red-800">
          {message(reasonOf(track.error)) ?? t('track.notFound')}
        </p>
      ) : null}
      {shown ? (
        <div className="mt-6 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <OrderDetails order={shown} />
          {/* The receipt of the success page lives only in the tab that ordered: how to pay is found here again. */}
          <PaymentInstructions order={shown} />
          <OnlinePaymentAction order={shown} receipt={track.data ? undefined : receipt} />
          <TransferProofPanel order={shown} receipt={track.data ? undefined : receipt} />
        </div>
      ) : null}
    </div>
  );
}
