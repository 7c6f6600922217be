import type { PaymentMethodId, ShippingMethodId } from './checkout-methods.ts';
import type { MessageLanguage } from './messages.ts';
import type { OrderChannel, OrderStatus, PaymentStatus } from './order-lifecycle.ts';

/**
 * What an order's codes are called, in one home for both sides (messages/order-words-*.json): the back office
 * and the storefront show them, the server writes them into the XLSX export and the invoice. A type, not an
 * interface, so that i18next takes it as a namespace's resources.
 */
export type OrderWords = {
  status: Record<OrderStatus, string>;
  /** The back office's: 'Menunggu Pembayaran' says what staff wait for. */
  paymentStatus: Record<PaymentStatus, string>;
  /** The customer's, on the order's page and the invoice: 'Belum dibayar' says what is left to do. */
  customerPaymentStatus: Record<PaymentStatus, string>;
  channel: Record<OrderChannel, string>;
  /** The default names; the shop may name a shipping method it offers otherwise (decision 041). */
  shippingMethod: Record<ShippingMethodId, string>;
  paymentMethod: Record<PaymentMethodId, string>;
};

/** The i18next namespace the order words are loaded as in the web app. */
export const ORDER_WORDS_NAMESPACE = 'order-words';

/** One language's order words, a file of its own in the web build, loaded by the pages that show orders. */
export function loadOrderWords(language: MessageLanguage): Promise<OrderWords> {
  const file =
    language === 'en'
      ? import('./messages/order-words-en.json', { with: { type: 'json' } })
      : import('./messages/order-words-id.json', { with: { type: 'json' } });
  return file.then((module) => module.default);
}
