// The ways a customer has an order shipped and pays for it, and what each adds to the total: no schemas, so the
// cart's page can quote shipping without loading zod (issue 21).
import { JAVA_PROVINCES } from './provinces.ts';

/**
 * Storefront section 9: the four shipping methods orders name, as a new shop starts with them (decision 041:
 * what the shop charges, and each method's names and days, are its shipping settings, shipping.ts). Issue 27:
 * only a method that carries live and fresh goods takes a cart holding them, and such a method reaches only the
 * delivery area (general parameter 017): the Fresh Courier, the same or the next day.
 */
export const SHIPPING_METHODS = [
  {
    id: 'regular',
    name: 'Pengiriman Reguler',
    nameEn: 'Regular',
    price: 15_000,
    minDays: 3,
    maxDays: 5,
    carriesLiveAndFresh: false,
    deliveryAreaOnly: false,
  },
  {
    id: 'express',
    name: 'Pengiriman Express',
    nameEn: 'Express',
    price: 25_000,
    minDays: 1,
    maxDays: 2,
    carriesLiveAndFresh: false,
    deliveryAreaOnly: false,
  },
  {
    id: 'cold_chain',
    name: 'Cold Chain (Rantai Dingin)',
    nameEn: 'Cold Chain',
    price: 35_000,
    minDays: 1,
    maxDays: 2,
    carriesLiveAndFresh: false,
    deliveryAreaOnly: false,
  },
  {
    id: 'same_day',
    name: 'Kurir Segar',
    nameEn: 'Fresh Courier',
    price: 45_000,
    minDays: 0,
    maxDays: 1,
    carriesLiveAndFresh: true,
    deliveryAreaOnly: true,
  },
] as const;
export type ShippingMethodId = (typeof SHIPPING_METHODS)[number]['id'];
export const SHIPPING_METHOD_IDS = SHIPPING_METHODS.map((m) => m.id) as [ShippingMethodId, ...ShippingMethodId[]];

/** Storefront section 9: payment methods and their fees. */
export const PAYMENT_METHODS = [
  { id: 'bank_transfer', name: 'Transfer Bank', fee: 0 },
  { id: 'cod', name: 'Bayar di Tempat (COD)', fee: 5_000 },
  { id: 'ewallet', name: 'E-Wallet', fee: 2_500 },
  { id: 'credit_card', name: 'Kartu Kredit', fee: 0 },
  // Offered only while the shop has a payment gateway (Midtrans, issue 28): /api/checkout/options leaves it out otherwise.
  { id: 'online', name: 'Bayar Online (QRIS, Virtual Account, e-wallet, kartu)', fee: 0 },
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as [PaymentMethodId, ...PaymentMethodId[]];

/** Whether an order by this method must carry a delivery slot (issue 27): the methods that reach only the delivery area. */
export const needsDeliverySlot = (method: { deliveryAreaOnly: boolean }): boolean => method.deliveryAreaOnly;

export const DEFAULT_SHIPPING_METHOD: ShippingMethodId = 'regular';
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'bank_transfer';

/** The six provinces of Java, the one zone a new shop serves (decision 041); an address may name any of Indonesia's. */
export const PROVINCES = JAVA_PROVINCES;

/** '3-5' as the spec shows estimated days. */
export function estimatedDays(method: { minDays: number; maxDays: number }): string {
  return `${method.minDays}-${method.maxDays}`;
}

export function shippingMethod(id: ShippingMethodId) {
  return SHIPPING_METHODS.find((m) => m.id === id)!;
}

export function paymentMethod(id: PaymentMethodId) {
  return PAYMENT_METHODS.find((m) => m.id === id)!;
}

export interface OrderTotals {
  subtotal: number;
  shippingCost: number;
  paymentFee: number;
  total: number;
}

/** Storefront section 9: total = subtotal + shipping (as the shop's settings price it, quoteShipping) + payment fee. */
export function orderTotals(
  lines: readonly { unitPrice: number; quantity: number }[],
  shippingCost: number,
  payment: PaymentMethodId,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const paymentFee = paymentMethod(payment).fee;
  return { subtotal, shippingCost, paymentFee, total: subtotal + shippingCost + paymentFee };
}
