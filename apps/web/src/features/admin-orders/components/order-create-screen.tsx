import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHIPPING_METHOD,
  PAYMENT_METHODS,
  PROVINCES,
  STAFF_ORDER_CHANNELS,
  StaffOrderSchema,
  type CustomerInfoInput,
  type PaymentMethodId,
  type ShippingMethodId,
  type StaffOrderChannel,
  type StaffOrderInput,
  type StaffRole,
} from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { FormField, inputClass, PageHeader, Panel } from '../../../components/admin/index.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldAria, messageNow, reasonOf, useMessage } from '../../../lib/messages.ts';
import { useTakeOrder } from '../api/take-order.ts';
import { useChosenLines } from '../hooks/use-chosen-lines.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';
import { useShippingChoices } from '../hooks/use-shipping-choices.ts';
import { CustomerFinder } from './customer-finder.tsx';
import { MethodField, NoteField } from './order-form-fields.tsx';
import { OrderLinePicker } from './order-line-picker.tsx';
import { ORDER_TOAST_MS } from './toast-failure.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

type CustomerField = Exclude<keyof CustomerInfoInput, 'notes'>;
const CUSTOMER_FIELDS: readonly { field: CustomerField; type?: string; inputMode?: 'tel' | 'email' | 'numeric' }[] = [
  { field: 'phone', type: 'tel', inputMode: 'tel' },
  { field: 'fullName' },
  { field: 'email', type: 'email', inputMode: 'email' },
  { field: 'address' },
  { field: 'city' },
  { field: 'postalCode', inputMode: 'numeric' },
];
const EMPTY_CUSTOMER: Record<CustomerField, string> = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  province: '',
  postalCode: '',
};

/** Field messages by path ('customerInfo.email'), from the shared schema or the server's answer. */
type FieldErrors = Record<string, string>;

function errorsOfSchema(order: StaffOrderInput): FieldErrors | null {
  const parsed = StaffOrderSchema.safeParse(order);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.slice(0, 2).join('.')] ??= issue.message;
  return errors;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <div className="space-y-4 px-5 py-4">{children}</div>
    </Panel>
  );
}

/** A new key per order written: a repeated tap on one form answers the same order (decision 014). */
const newKey = () => crypto.randomUUID();

/**
 * /app/orders/create (issue 26): staff take an order down while talking to the customer. One column on a
 * phone, the controls thumb-sized; the server prices, stocks and caps it as a checkout, and says why not.
 */
export function OrderCreateScreen({ role }: { role: StaffRole }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  const orderWord = useOrderWord();
  const message = useMessage();
  const navigate = useNavigate();
  const chosen = useChosenLines();
  const [customer, setCustomer] = useState(EMPTY_CUSTOMER);
  const [shipping, setShipping] = useState<ShippingMethodId>(DEFAULT_SHIPPING_METHOD);
  const shippingChoices = useShippingChoices();
  // A method the shop has switched off gives way to the first it offers.
  const chosenShipping = shippingChoices.some((method) => method.id === shipping)
    ? shipping
    : (shippingChoices[0]?.id ?? shipping);
  const [payment, setPayment] = useState<PaymentMethodId>(DEFAULT_PAYMENT_METHOD);
  const [notes, setNotes] = useState('');
  const [channel, setChannel] = useState<StaffOrderChannel>('phone');
  const [paid, setPaid] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const key = useRef(newKey());
  const taking = useTakeOrder();

  const order: StaffOrderInput = {
    customerInfo: { ...customer, notes } as CustomerInfoInput,
    items: chosen.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    shippingMethod: { id: chosenShipping },
    paymentMethod: { id: payment },
    channel,
    ...(paid ? { paid: true } : {}),
  };
  const errorOf = (path: string) => message(errors[path]);

  const submit = () => {
    const invalid = errorsOfSchema(order);
    setErrors(invalid ?? {});
    if (invalid) {
      toast.error(t('create.failed'), { description: t('create.fixFields') });
      return;
    }
    taking.mutate(
      { order, idempotencyKey: key.current },
      {
        onSuccess: (placed) => {
          toast.success(t('create.saved', { number: placed.orderNumber }), { duration: ORDER_TOAST_MS });
          void navigate(`/app/orders/${placed.orderId}`);
        },
        onError: (failure) => {
          // A refusal changes nothing: the next try is a new request.
          key.current = newKey();
          if (failure instanceof ApiRequestError) setErrors(failure.fields);
          toast.error(t('create.failed'), { description: messageNow(reasonOf(failure)) });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <form
        noValidate
        className="mx-auto max-w-3xl space-y-6 pb-24"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Section title={t('create.customer')}>
          <CustomerFinder role={role} onChoose={({ lastOrderDate: _date, ...found }) => setCustomer(found)} />
          <div className="grid gap-4 sm:grid-cols-2">
            {CUSTOMER_FIELDS.map(({ field, type, inputMode }) => (
              <FormField
                key={field}
                id={`order-${field}`}
                label={t(`create.${field}`)}
                error={errorOf(`customerInfo.${field}`)}
              >
                <input
                  id={`order-${field}`}
                  type={type ?? 'text'}
                  inputMode={inputMode}
                  value={customer[field]}
                  {...fieldAria(`order-${field}`, errors[`customerInfo.${field}`])}
                  onChange={(event) => setCustomer({ ...customer, [field]: event.target.value })}
                  className={inputClass}
                />
              </FormField>
            ))}
            <FormField id="order-province" label={t('create.province')} error={errorOf('customerInfo.province')}>
              <Select
                id="order-province"
                value={customer.province}
                aria-invalid={Boolean(errors['customerInfo.province'])}
                onChange={(event) => setCustomer({ ...customer, province: event.target.value })}
                className="h-11 w-full"
              >
                <option value="">{t('create.chooseProvince')}</option>
                {PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {province}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        </Section>

        <Section title={t('create.products')}>
          <OrderLinePicker chosen={chosen} error={errorOf('items.0') ?? errorOf('items')} />
        </Section>

        <Section title={t('create.delivery')}>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              {t('create.channel')}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {STAFF_ORDER_CHANNELS.map((option) => (
                <label
                  key={option}
                  className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 text-sm font-semibold has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 dark:border-slate-700 dark:has-[:checked]:bg-teal-500/10"
                >
                  <input
                    type="radio"
                    name="order-channel"
                    value={option}
                    checked={channel === option}
                    onChange={() => setChannel(option)}
                    className="h-5 w-5 accent-teal-600"
                  />
                  {orderWord('channel', option)}
                </label>
              ))}
            </div>
          </fieldset>
          <MethodField
            id="order-shipping"
            label={t('create.shipping')}
            value={chosenShipping}
            methods={shippingChoices}
            nameOf={(method) => method.name}
            onChange={setShipping}
            error={errorOf('shippingMethod.id')}
          />
          <MethodField
            id="order-payment"
            label={t('create.payment')}
            value={payment}
            methods={PAYMENT_METHODS}
            nameOf={words.paymentName}
            onChange={setPayment}
            error={errorOf('paymentMethod.id')}
          />
          <label className="flex min-h-12 cursor-pointer items-start gap-3 text-sm text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              checked={paid}
              onChange={(event) => setPaid(event.target.checked)}
              className="mt-0.5 h-5 w-5 accent-teal-600"
            />
            <span>
              <span className="block font-semibold">{t('create.paid')}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">{t('create.paidHint')}</span>
            </span>
          </label>
          <NoteField
            id="order-notes"
            label={t('create.notes')}
            value={notes}
            onChange={setNotes}
            error={errorOf('customerInfo.notes')}
          />
        </Section>

        {/* On a phone the buttons stay under the thumb while the form scrolls, clear of the scroll-to-top button. */}
        <div className="sticky bottom-0 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 py-3 ps-4 pe-16 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 dark:border-slate-800 dark:bg-slate-950/95">
          <Link to="/app/orders" className={buttonClass('outline', 'lg')}>
            {t('create.cancel')}
          </Link>
          <Button type="submit" size="lg" className="flex-1" disabled={taking.isPending}>
            {taking.isPending ? t('create.saving') : t('create.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
