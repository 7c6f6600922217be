import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHOD_IDS,
  paymentDeadline,
  paymentInstructions,
  readShopSettings,
  type PaymentMethodId,
  type TrackedOrder,
} from '@crabclaw/shared';
import { formatDate } from '../../../lib/format.ts';
import { useShopFacts } from '../../../lib/shop-facts/index.ts';
import { useOrderWord } from '../../../lib/order-words.ts';

type PayableOrder = Pick<TrackedOrder, 'orderDate' | 'status' | 'paymentStatus' | 'paymentMethod'>;

/**
 * 'How to pay' for an order that still waits for its payment (success and track pages): the shared
 * instructions for its method, with the bank accounts (parameter 008) and payment window (005) as staff
 * set them now, and the deadline the payment-expiry job cancels it at (placed + 005; only for a bank
 * transfer, and none once staff took it in hand). Nothing for a paid or cancelled order.
 */
export function PaymentInstructions({ order }: { order: PayableOrder }) {
  const { t, i18n } = useTranslation('checkout');
  const orderWord = useOrderWord();
  const shop = useShopFacts();
  const method = order.paymentMethod.id as PaymentMethodId;
  if (order.paymentStatus !== 'Pending' || order.status === 'Cancelled') return null;
  if (!PAYMENT_METHOD_IDS.includes(method) || shop.isLoading) return null;
  const language = i18n.language === 'en' ? 'en' : 'id';
  // Without the parameters (they failed to load) no account is guessed: staff send it (as with none set).
  const payment = shop.facts ?? { bankAccounts: [], ...readShopSettings([]) };
  // No deadline is guessed either: the default window may not be the shop's.
  const deadline =
    shop.facts && order.status === 'Pending'
      ? paymentDeadline({ placedAt: new Date(order.orderDate), paymentMethodId: method }, payment.paymentWindowHours)
      : null;
  return (
    <section aria-labelledby="pay-heading" className="mt-6 rounded-xl bg-sea-50 p-4 dark:bg-slate-900">
      <h2 id="pay-heading" className="font-bold">
        {t('success.howToPay', { method: orderWord('paymentMethod', method) })}
      </h2>
      <p className="mt-1 text-sm">{paymentInstructions(method, payment)[language]}</p>
      {deadline ? (
        <p className="mt-2 text-sm font-semibold" data-testid="payment-deadline">
          {t('success.payBefore', { deadline: formatDate(deadline, 'dateTime') })}
        </p>
      ) : null}
    </section>
  );
}
