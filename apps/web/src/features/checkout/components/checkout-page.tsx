import { ArrowLeft } from 'lucide-react';
import { memo, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useForm, useFormState, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHIPPING_METHOD,
  formatRupiah,
  needsDeliverySlot,
  methodName,
  PROVINCES,
  type BankAccount,
  type CartLine,
  type CheckoutOptions,
  type CustomerInfo,
  type CustomerInfoInput,
  type DeliveryChoice,
  type PaymentMethodId,
  type ShippingMethodId,
} from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { clearCart, lineName, productLineOf, useFreshCart } from '../../cart/index.ts';
import { useShopFacts } from '../../../lib/shop-facts/index.ts';
import { useCheckoutOptions } from '../../../lib/checkout-options.ts';
import { usePlaceWhatsAppOrder } from '../api.ts';
import type { OrderDraft } from '../order-draft.ts';
import { clearDraft, saveDraft, saveReceipt, storedDraft } from '../order-storage.ts';
import { fieldAria, messageNow, reasonOf, useMessage } from '../../../lib/messages.ts';
import { CartSummary } from './order-totals.tsx';
import { DeliverySlotPicker } from '../../../components/delivery-slot-picker.tsx';
import { CheckoutSkeleton } from './page-skeletons.tsx';
import { methodOffers, shippedLines } from './shipping-reach.ts';
import { StepIndicator } from './step-indicator.tsx';
import { useOrderWord } from '../../../lib/order-words.ts';

// zod and the shared schemas come with the form's first check (customer-info-check.ts), asked for as soon as a
// field takes the focus, so the page's first run on a phone does not build them (issue 21).
const loadCheck = () => import('../customer-info-check.ts');
const customerInfoResolver: Resolver<CustomerInfoInput, unknown, CustomerInfo> = async (values, context, options) =>
  (await loadCheck()).customerInfoResolver(values, context, options);

const inputClass =
  'mt-1 h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900 aria-[invalid=true]:border-red-500';

function Field({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${name}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function MethodCard({
  name,
  checked,
  onChange,
  title,
  detail,
  note,
  refusal,
  price,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: string;
  /** What choosing the method means when its name alone would mislead (a card that is not charged online). */
  note?: string;
  /** Why the method is not offered for this cart and address (issue 27): shown, and the method cannot be chosen. */
  refusal?: string;
  price: string;
}) {
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-xl border p-4 transition',
        refusal ? 'cursor-not-allowed border-slate-200 opacity-70 dark:border-slate-700' : 'cursor-pointer',
        !refusal &&
          (checked
            ? 'border-sea-700 bg-sea-50 dark:bg-slate-800'
            : 'border-slate-200 hover:border-sea-300 dark:border-slate-700'),
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked && !refusal}
        disabled={Boolean(refusal)}
        onChange={onChange}
        className="h-4 w-4 accent-sea-800"
      />
      <span className="flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">{detail}</span>
        {note ? (
          <span className="mt-1 block text-xs font-medium text-amber-800 dark:text-amber-300">{note}</span>
        ) : null}
        {refusal ? (
          <span data-testid="method-refusal" className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
            {refusal}
          </span>
        ) : null}
      </span>
      <span className="font-bold text-coral-600">{price}</span>
    </label>
  );
}

/** The banks of the shop's transfer accounts (parameter 008), or that staff send the account when none is set. */
function transferBanks(accounts: readonly BankAccount[] | undefined, t: TFunction<'checkout'>): string {
  const banks = [...new Set((accounts ?? []).map((account) => account.bank).filter(Boolean))];
  return banks.length > 0 ? banks.join(', ') : t('payment.bank_transfer.accountFromStaff');
}

/**
 * /public/checkout. The server renders its frame, the same for every visitor: the cart is on the device, so
 * the form waits as a skeleton until the browser has read the cart and checked its stock again (issue 21).
 * An empty cart goes back to the cart page from the frame, so nothing of the form shows on the way.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  // 'Pesan via WhatsApp' (issue 26) fills the same form: of the cart, or of one product sent from its page.
  const whatsApp = useSearchParams()[0].get('via') === 'whatsapp';
  const product = productLineOf(useLocation().state, whatsApp);
  const { lines: cartLines, read, rechecked, stockChanged } = useFreshCart({ recheck: true });
  const lines = product ? [product] : cartLines;
  // Once a WhatsApp order is placed the cart empties on the way to the success page: no detour to the cart.
  const [sent, setSent] = useState(false);
  // Issue 11: the stock is read again before the form is shown, never after it is filled in. Once shown,
  // the form stays (a later refetch must not throw away what the visitor typed; the server still refuses).
  const [stockChecked, setStockChecked] = useState(false);
  if (!stockChecked && lines.length > 0 && rechecked && !stockChanged) setStockChecked(true);
  // The draft of a visitor back from the confirmation page fills the form: it is read before the form shows.
  const earlier = useEarlierDraft();
  // The form replaces the skeleton in a deferred render, which React does in slices (decision 032): the
  // stock check's answer is rendered at once, and the whole form in that one task held a phone's main thread.
  const formShown = useDeferredValue((stockChecked || Boolean(product)) && earlier.read);
  // Asked for beside the stock check, not after it.
  const options = useCheckoutOptions();

  if (!product && !sent && read && lines.length === 0) return <Navigate to="/public/cart" replace />;
  // A line above the fresh stock or no longer for sale: back to the cart, which has capped it and says why.
  if (!product && read && !stockChecked && rechecked && stockChanged) {
    return <Navigate to="/public/cart" replace state={{ stockChanged: true }} />;
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <StepIndicator current="checkout" />
      <h1 className="mb-6 text-3xl font-extrabold text-sea-900 dark:text-white">
        {whatsApp ? t('whatsApp.title') : t('checkout.title')}
      </h1>
      {whatsApp ? <p className="-mt-4 mb-6 text-slate-600 dark:text-slate-300">{t('whatsApp.intro')}</p> : null}
      {formShown ? (
        <CheckoutForm
          lines={lines}
          earlier={earlier.draft}
          options={options.data}
          whatsApp={whatsApp ? { fromCart: !product, onSent: () => setSent(true) } : undefined}
        />
      ) : (
        <CheckoutSkeleton label={read ? t('cart:stock.checking') : undefined} />
      )}
    </div>
  );
}

/**
 * The draft a visitor coming back from the confirmation page left, once read and checked: with none stored,
 * at once and with nothing loaded; with one, after its check (zod, order-draft.ts) has loaded.
 */
function useEarlierDraft(): { read: boolean; draft?: OrderDraft } {
  const [earlier, setEarlier] = useState<{ read: boolean; draft?: OrderDraft }>(() => ({
    read: storedDraft() === null,
  }));
  useEffect(() => {
    if (earlier.read) return;
    let current = true;
    import('../order-draft.ts')
      .then(({ readDraft }) => current && setEarlier({ read: true, draft: readDraft() }))
      .catch(() => current && setEarlier({ read: true }));
    return () => {
      current = false;
    };
  }, [earlier.read]);
  return earlier;
}

/**
 * The payment methods. The banks a transfer names come from the shop's parameters, read here: their arrival
 * redraws this part of the form, not the whole of it (issue 21).
 */
function PaymentMethods({
  methods,
  chosen,
  onChoose,
}: {
  methods: CheckoutOptions['paymentMethods'];
  chosen: PaymentMethodId;
  onChoose: (method: PaymentMethodId) => void;
}) {
  const { t } = useTranslation('checkout');
  const orderWord = useOrderWord();
  const { facts } = useShopFacts();
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <legend className="px-1 text-lg font-bold">{t('checkout.paymentMethod')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {methods.map((method) => (
          <MethodCard
            key={method.id}
            name="paymentMethod"
            checked={chosen === method.id}
            onChange={() => onChoose(method.id)}
            title={orderWord('paymentMethod', method.id)}
            detail={t(`payment.${method.id}.detail`, { banks: transferBanks(facts?.bankAccounts, t) })}
            // The success page's truth (paymentInstructions), said before the customer chooses.
            note={t(`payment.${method.id}.note`, { defaultValue: '' }) || undefined}
            price={method.fee > 0 ? `+${formatRupiah(method.fee)}` : t('payment.noFee')}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A WhatsApp order's form: whether its lines are the cart's (emptied once placed), and what to do then. */
interface WhatsAppOrderForm {
  fromCart: boolean;
  onSent: () => void;
}

interface CheckoutFormProps {
  lines: CartLine[];
  /** What the visitor entered before going on to the confirmation page and coming back. */
  earlier: OrderDraft | undefined;
  options: CheckoutOptions | undefined;
  whatsApp?: WhatsAppOrderForm;
}

type CustomerInfoForm = UseFormReturn<CustomerInfoInput, unknown, CustomerInfo>;

/**
 * Holds the form's state. react-hook-form redraws the component that holds it once the form is ready (a state
 * update in its layout effect, which React renders at once, in the task that first shows the form): that is
 * this one, and the fields below, memoised, skip it. They follow the errors and the fields they show themselves.
 */
function CheckoutForm(props: CheckoutFormProps) {
  const form = useForm<CustomerInfoInput, unknown, CustomerInfo>({
    resolver: customerInfoResolver,
    mode: 'onTouched',
    defaultValues: props.earlier?.customerInfo ?? {
      fullName: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      province: undefined,
      postalCode: '',
      notes: '',
    },
  });
  return <CheckoutFields form={form} {...props} />;
}

/**
 * The shipping form, the methods and the summary; submit carries the draft to the confirmation page, or for
 * a WhatsApp order places it at once (one step) and opens WhatsApp with the server's message.
 */
const CheckoutFields = memo(function CheckoutFields({
  form,
  lines,
  earlier,
  options,
  whatsApp,
}: CheckoutFormProps & { form: CustomerInfoForm }) {
  const { t, i18n } = useTranslation('checkout');
  const message = useMessage();
  const navigate = useNavigate();
  const [shippingId, setShippingId] = useState<ShippingMethodId>(earlier?.shippingMethodId ?? DEFAULT_SHIPPING_METHOD);
  const [paymentId, setPaymentId] = useState<PaymentMethodId>(earlier?.paymentMethodId ?? DEFAULT_PAYMENT_METHOD);
  const [dialog, setDialog] = useState<'invalid' | 'methodMissing' | 'noShipping' | 'navigation' | null>(null);
  const sendByWhatsApp = useWhatsAppSend(whatsApp);
  const { errors, isSubmitting } = useFormState({ control: form.control });
  const [city, postalCode, province] = useWatch({ control: form.control, name: ['city', 'postalCode', 'province'] });
  // The address is judged and priced once a province is chosen and a city typed; until then only the goods decide.
  const address = province && city?.trim() ? { province, city, postalCode: postalCode ?? '' } : undefined;
  const shipped = shippedLines(lines, (line) => lineName(line, i18n.language));
  const { refused, prices } = options ? methodOffers(options, shipped, address) : { refused: {}, prices: {} };
  const offered = options?.shippingMethods.filter((m) => !refused[m.id]) ?? [];
  // A chosen method the cart or the address rules out gives way to the first one offered.
  const chosenShipping = refused[shippingId] ? (offered[0]?.id ?? shippingId) : shippingId;
  const slot = useSlotChoice(options, chosenShipping, earlier?.delivery);

  const onSubmit = form.handleSubmit(
    (customerInfo) => {
      if (options && refused[chosenShipping]) return setDialog('noShipping');
      const known =
        options?.shippingMethods.some((m) => m.id === chosenShipping) &&
        options.paymentMethods.some((m) => m.id === paymentId);
      if (!known) return setDialog('methodMissing');
      if (!slot.complete()) return setDialog('invalid');
      const methods = { shippingMethodId: shippingId, paymentMethodId: paymentId, delivery: slot.chosen };
      if (whatsApp) return sendByWhatsApp.send({ customerInfo, ...methods }, lines);
      try {
        saveDraft({
          customerInfo,
          shippingMethodId: chosenShipping,
          paymentMethodId: paymentId,
          delivery: slot.chosen,
        });
        navigate('/public/order-confirmation');
      } catch (error) {
        console.warn('could not open the confirmation page', error);
        setDialog('navigation');
      }
    },
    () => setDialog('invalid'),
  );
  const field = (name: keyof CustomerInfoInput) => ({
    id: name,
    ...fieldAria(name, errors[name]),
    ...form.register(name),
  });

  return (
    <>
      <form
        // The checks' code may not arrive (offline, or replaced by a newer version of the shop): the visitor is told.
        onSubmit={(event) =>
          void onSubmit(event).catch((error: unknown) => {
            console.warn('could not check the form', error);
            setDialog('navigation');
          })
        }
        onFocus={() => void loadCheck().catch(() => undefined)}
        noValidate
        className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_24rem]"
      >
        <div className="space-y-8">
          <section
            aria-labelledby="shipping-info-heading"
            className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <h2 id="shipping-info-heading" className="mb-4 text-lg font-bold">
              {t('checkout.shippingInfo')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('fields.fullName')} name="fullName" error={message(errors.fullName?.message)}>
                <input {...field('fullName')} autoComplete="name" className={inputClass} />
              </Field>
              <Field label={t('fields.email')} name="email" error={message(errors.email?.message)}>
                <input {...field('email')} type="email" autoComplete="email" className={inputClass} />
              </Field>
              <Field label={t('fields.phone')} name="phone" error={message(errors.phone?.message)}>
                <input
                  {...field('phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="0812-3456-7890"
                  className={inputClass}
                />
              </Field>
              <Field label={t('fields.city')} name="city" error={message(errors.city?.message)}>
                <input {...field('city')} autoComplete="address-level2" className={inputClass} />
              </Field>
              <div className="sm:col-span-2">
                <Field label={t('fields.address')} name="address" error={message(errors.address?.message)}>
                  <textarea
                    {...field('address')}
                    rows={2}
                    autoComplete="street-address"
                    className={cn(inputClass, 'h-auto py-2')}
                  />
                </Field>
              </div>
              <Field label={t('fields.province')} name="province" error={message(errors.province?.message)}>
                <select {...field('province')} className={inputClass} defaultValue="">
                  <option value="" disabled>
                    {t('fields.chooseProvince')}
                  </option>
                  {(options?.provinces ?? PROVINCES).map((province) => (
                    <option key={province} value={province}>
                      {province}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={t('fields.postalCode')} name="postalCode" error={message(errors.postalCode?.message)}>
                <input
                  {...field('postalCode')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  className={inputClass}
                />
              </Field>
              <div className="sm:col-span-2">
                <Field label={t('fields.notes')} name="notes" error={message(errors.notes?.message)}>
                  <textarea {...field('notes')} rows={2} className={cn(inputClass, 'h-auto py-2')} />
                </Field>
              </div>
            </div>
          </section>
          {options ? (
            <>
              <fieldset className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <legend className="px-1 text-lg font-bold">{t('checkout.shippingMethod')}</legend>
                <div className="mt-2 grid gap-3">
                  {options.shippingMethods.map((method) => (
                    <MethodCard
                      key={method.id}
                      name="shippingMethod"
                      checked={chosenShipping === method.id}
                      onChange={() => setShippingId(method.id)}
                      title={methodName(method, i18n.language)}
                      detail={t(`shipping.${method.id}.detail`, {
                        days: method.estimatedDays,
                        area: options.deliveryArea.join(', '),
                      })}
                      refusal={message(refused[method.id])}
                      price={formatRupiah(prices[method.id] ?? method.price)}
                    />
                  ))}
                </div>
              </fieldset>
              {slot.needed ? <DeliverySlotPicker {...slot.picker} /> : null}
              <PaymentMethods methods={options.paymentMethods} chosen={paymentId} onChoose={setPaymentId} />
            </>
          ) : (
            <Spinner label={t('checkout.loadingOptions')} />
          )}
        </div>
        <aside
          className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-sand-50 p-5 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
          aria-labelledby="checkout-summary-heading"
        >
          <h2 id="checkout-summary-heading" className="text-lg font-bold">
            {t('summary.title')}
          </h2>
          <CartSummary lines={lines} shipping={chosenShipping} address={address} payment={paymentId} />
          {sendByWhatsApp.failure ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {sendByWhatsApp.failure}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="w-full"
            disabled={isSubmitting || sendByWhatsApp.pending || !options}
          >
            {isSubmitting || sendByWhatsApp.pending
              ? t('checkout.processing')
              : whatsApp
                ? t('whatsApp.send')
                : t('checkout.placeOrder')}
          </Button>
          <Link to="/public/cart" className={buttonClass('outline', 'md') + ' w-full'}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('checkout.backToCart')}
          </Link>
        </aside>
      </form>
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog ? t(`checkout.dialogs.${dialog}.title`) : ''}
        description={dialog ? t(`checkout.dialogs.${dialog}.text`) : ''}
      >
        <Button className="w-full" onClick={() => setDialog(null)}>
          {t('cart.ok')}
        </Button>
      </Dialog>
    </>
  );
});

const slotRefusalOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'slotRefusal' in state && typeof state.slotRefusal === 'string'
    ? state.slotRefusal
    : undefined;

/**
 * The delivery slot of checkout (issue 27): needed by a method that reaches only the delivery area; `chosen`
 * is what the order carries (nothing for other methods), and `complete` says it is there, or shows why not.
 */
function useSlotChoice(options: CheckoutOptions | undefined, shipping: ShippingMethodId, earlier?: DeliveryChoice) {
  const message = useMessage();
  const [value, setValue] = useState(earlier);
  const [missing, setMissing] = useState(false);
  // What the server said of the slot at placement (confirmation-page.tsx), until another is chosen.
  const [refusal, setRefusal] = useState(slotRefusalOf(useLocation().state));
  const method = options?.shippingMethods.find((m) => m.id === shipping);
  const needed = method ? needsDeliverySlot(method) : false;
  const chosen = needed && value?.window ? value : undefined;
  const onChange = (choice: DeliveryChoice | undefined) => {
    setValue(choice);
    setMissing(false);
    setRefusal(undefined);
  };
  const complete = () => {
    setMissing(needed && !chosen);
    return !needed || Boolean(chosen);
  };
  const error = message(missing ? 'delivery.slotRequired' : refusal);
  return { needed, chosen, complete, picker: { value, onChange, error } };
}

/**
 * Places a WhatsApp order from the form, once per form whatever the retries (its idempotency key), then
 * opens WhatsApp with the message the server wrote and shows the success page, which can open it again.
 */
function useWhatsAppSend(whatsApp: WhatsAppOrderForm | undefined) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const place = usePlaceWhatsAppOrder();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const send = (draft: Omit<OrderDraft, 'idempotencyKey' | 'fromCheckout'>, lines: CartLine[]) => {
    setFailure(null);
    place.mutate(
      { draft: { ...draft, idempotencyKey, fromCheckout: true }, lines },
      {
        onSuccess: ({ data, whatsApp: message }) => {
          const { orderId, orderNumber, accessToken } = data;
          saveReceipt({ orderId, orderNumber, accessToken, whatsAppUrl: message.url });
          whatsApp?.onSent();
          if (whatsApp?.fromCart) clearCart();
          clearDraft();
          window.open(message.url, '_blank', 'noopener');
          navigate(`/public/order-success?order=${orderId}`, { replace: true });
        },
        onError: (error) => setFailure(messageNow(reasonOf(error)) ?? t('confirmation.failed')),
      },
    );
  };
  return { send, pending: place.isPending, failure };
}
