import { CheckCircle2, Circle, CircleDot, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDelivery, type DeliveryChoice } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { messageNow, reasonOf } from '../../../lib/messages.ts';
import { clearCart, useFreshCart } from '../../cart/index.ts';
import { usePlaceOrder } from '../api.ts';
import { useDeliverySlots } from '../../../lib/delivery-slots.ts';
import { useShippingMethodName } from '../../../lib/checkout-options.ts';
import { readDraft } from '../order-draft.ts';
import { clearDraft, saveReceipt } from '../order-storage.ts';
import { CartSummary } from './order-totals.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { useOrderWord } from '../../../lib/order-words.ts';

/** Storefront section 9: the success popup shows for 2 s; with no order data we go back after 3 s. */
const SUCCESS_POPUP_MS = 2000;
const NO_DATA_REDIRECT_MS = 3000;

function Progress() {
  const { t } = useTranslation('checkout');
  const steps = [
    { label: t('confirmation.progress.checkout'), state: 'done' },
    { label: t('confirmation.progress.confirmation'), state: 'current' },
    { label: t('confirmation.progress.done'), state: 'todo' },
  ] as const;
  return (
    <ol className="flex flex-wrap gap-4 text-sm">
      {steps.map((step) => (
        <li
          key={step.label}
          className="flex items-center gap-1.5"
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          {step.state === 'done' ? (
            <CheckCircle2 className="h-4 w-4 text-teal-500" aria-hidden />
          ) : step.state === 'current' ? (
            <CircleDot className="h-4 w-4 text-sea-700" aria-hidden />
          ) : (
            <Circle className="h-4 w-4 text-slate-400" aria-hidden />
          )}
          {step.label}
        </li>
      ))}
    </ol>
  );
}

/** /public/order-confirmation: the draft from checkout, and 'Proses Pesanan' that places the order. */
export function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const orderWord = useOrderWord();
  const shippingName = useShippingMethodName();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const { lines } = useFreshCart();
  const place = usePlaceOrder();
  const [placed, setPlaced] = useState<{ orderId: number; orderNumber: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (draft) return;
    const timer = setTimeout(() => navigate('/public/checkout', { replace: true }), NO_DATA_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [draft, navigate]);

  useEffect(() => {
    if (!placed) return;
    const timer = setTimeout(
      () => navigate(`/public/order-success?order=${placed.orderId}`, { replace: true }),
      SUCCESS_POPUP_MS,
    );
    return () => clearTimeout(timer);
  }, [placed, navigate]);

  if (!draft) {
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <XCircle className="h-14 w-14 text-red-500" aria-hidden />
        <p className="font-semibold">{t('confirmation.noData')}</p>
      </div>
    );
  }

  const processOrder = () => {
    setFailure(null);
    place.mutate(
      { draft, lines },
      {
        onSuccess: ({ data }) => {
          saveReceipt({ orderId: data.orderId, orderNumber: data.orderNumber, accessToken: data.accessToken });
          clearCart();
          clearDraft();
          setPlaced({ orderId: data.orderId, orderNumber: data.orderNumber });
        },
        onError: (error) => {
          // A slot taken or closed meanwhile (issue 27): back to checkout, the reason on the slot field.
          const slotRefusal = error instanceof ApiRequestError ? error.fields.delivery : undefined;
          if (slotRefusal) return navigate('/public/checkout', { state: { slotRefusal } });
          setFailure(messageNow(reasonOf(error)) ?? t('confirmation.failed'));
        },
      },
    );
  };

  const { customerInfo } = draft;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <StepIndicator current="confirmation" />
      <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-extrabold text-sea-900 dark:text-white">{t('confirmation.title')}</h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {t('confirmation.orderNumber')}: <span className="font-mono font-bold">PENDING</span>
            </p>
          </div>
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
            {t('confirmation.awaiting')}
          </span>
        </div>
        <div className="mt-4">
          <Progress />
        </div>
        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
          <section aria-labelledby="confirm-customer">
            <h2 id="confirm-customer" className="mb-2 font-bold">
              {t('confirmation.shipTo')}
            </h2>
            <p className="text-sm">{customerInfo.fullName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {customerInfo.email} · {customerInfo.phone}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {customerInfo.address}, {customerInfo.city}, {customerInfo.province} {customerInfo.postalCode}
            </p>
            {customerInfo.notes ? (
              <p className="mt-2 text-sm italic text-slate-600 dark:text-slate-300">{customerInfo.notes}</p>
            ) : null}
            <p className="mt-3 text-sm">
              {shippingName({ id: draft.shippingMethodId })} · {orderWord('paymentMethod', draft.paymentMethodId)}
            </p>
            {draft.delivery ? <ChosenSlot choice={draft.delivery} /> : null}
            {t(`payment.${draft.paymentMethodId}.note`, { defaultValue: '' }) ? (
              <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300">
                {t(`payment.${draft.paymentMethodId}.note`)}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="confirm-items">
            <h2 id="confirm-items" className="mb-2 font-bold">
              {t('summary.title')}
            </h2>
            <CartSummary
              lines={lines}
              shipping={draft.shippingMethodId}
              address={customerInfo}
              payment={draft.paymentMethodId}
            />
          </section>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button
            variant="accent"
            size="lg"
            className="sm:flex-1"
            onClick={processOrder}
            disabled={place.isPending || placed !== null || lines.length === 0}
          >
            {place.isPending ? t('checkout.processing') : t('confirmation.process')}
          </Button>
          <Link to="/public/checkout" className={cn(buttonClass('outline', 'lg'), 'sm:flex-1')}>
            {t('confirmation.backToCheckout')}
          </Link>
        </div>
      </div>
      <Dialog
        open={placed !== null}
        onOpenChange={() => undefined}
        icon={<CheckCircle2 className="h-12 w-12 text-teal-500" aria-hidden />}
        title={t('confirmation.successTitle')}
        description={t('confirmation.successText', { orderNumber: placed?.orderNumber })}
      />
      <Dialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        icon={<XCircle className="h-12 w-12 text-red-500" aria-hidden />}
        title={t('confirmation.failedTitle')}
        description={failure ?? ''}
      >
        <Button className="w-full" onClick={processOrder}>
          {t('confirmation.retry')}
        </Button>
      </Dialog>
    </div>
  );
}

/** The day and window chosen at checkout, with the window's label as the shop names it now. */
function ChosenSlot({ choice }: { choice: DeliveryChoice }) {
  const { t, i18n } = useTranslation('checkout');
  const slots = useDeliverySlots(true);
  const label = slots.data?.slots.find((slot) => slot.window === choice.window)?.label ?? choice.window;
  return (
    <p className="mt-1 text-sm" data-testid="delivery-slot">
      {t('slots.delivery')}:{' '}
      <strong>{formatDelivery({ date: choice.date, label }, i18n.language === 'en' ? 'en' : 'id')}</strong>
    </p>
  );
}
