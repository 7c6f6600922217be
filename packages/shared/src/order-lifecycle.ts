/**
 * An order's life (issue 9). The spec lets staff pick any status; the shop follows the order's real
 * life instead, and both the server and the back-office screens read the allowed steps from here.
 */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order came from (issue 26): the storefront's checkout, the cart's "order via WhatsApp", or staff
 * taking it down from a phone call or a chat.
 */
export const ORDER_CHANNELS = ['web', 'whatsapp', 'phone', 'staff'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT_STATUS: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: ['Completed'],
  Completed: [],
  Cancelled: [],
};

const NEXT_PAYMENT_STATUS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  Pending: ['Paid', 'Failed'],
  Paid: ['Refunded'],
  Failed: [],
  Refunded: [],
};

/** Back-office section 9: completed orders count Completed and Delivered. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];

/** Orders whose goods are still with the shop or on their way: their stock is taken. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'Cancelled';
}

/** The next statuses an order may take in its normal life. */
export function nextStatuses(current: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUS[current];
}

export function nextPaymentStatuses(current: PaymentStatus): readonly PaymentStatus[] {
  return NEXT_PAYMENT_STATUS[current];
}

/**
 * Statuses a correction may set: any other one, except into or out of Cancelled. Cancelling returns
 * the stock and has its own step with its reason; a cancelled order's stock may already be sold again,
 * so it is never revived.
 */
export function correctableStatuses(current: OrderStatus): readonly OrderStatus[] {
  if (current === 'Cancelled') return [];
  return ORDER_STATUSES.filter((status) => status !== current && status !== 'Cancelled');
}

export function correctablePaymentStatuses(current: PaymentStatus): readonly PaymentStatus[] {
  return PAYMENT_STATUSES.filter((status) => status !== current);
}

export type StatusChangeRefusal = 'unchanged' | 'notAllowed' | 'reasonRequired' | 'useCancel' | 'cancelledNotPayable';

export type StatusChangeCheck = { ok: true; correction: boolean } | { ok: false; refusal: StatusChangeRefusal };

interface ChangeRequest<Status> {
  from: Status;
  to: Status;
  /** Owner and Admin may correct a wrong status outside the normal life, with a reason. */
  mayCorrect: boolean;
  reason?: string | null;
}

function checkChange<Status>(
  { from, to, mayCorrect, reason }: ChangeRequest<Status>,
  next: readonly Status[],
  correctable: readonly Status[],
): StatusChangeCheck {
  if (from === to) return { ok: false, refusal: 'unchanged' };
  if (next.includes(to)) return { ok: true, correction: false };
  if (!mayCorrect || !correctable.includes(to)) return { ok: false, refusal: 'notAllowed' };
  if (!reason?.trim()) return { ok: false, refusal: 'reasonRequired' };
  return { ok: true, correction: true };
}

/** Whether an order may move from one status to another; cancelling goes through its own step. */
export function checkStatusChange(request: ChangeRequest<OrderStatus>): StatusChangeCheck {
  if (request.to === 'Cancelled' && request.from !== 'Cancelled') {
    return nextStatuses(request.from).includes('Cancelled')
      ? { ok: false, refusal: 'useCancel' }
      : { ok: false, refusal: 'notAllowed' };
  }
  return checkChange(request, nextStatuses(request.from), correctableStatuses(request.from));
}

/** Whether a payment may move; a cancelled order is never marked paid, not even as a correction (issue 23). */
export function checkPaymentStatusChange(
  request: ChangeRequest<PaymentStatus> & { orderStatus: OrderStatus },
): StatusChangeCheck {
  if (request.to === 'Paid' && !acceptsPayment(request.orderStatus))
    return { ok: false, refusal: 'cancelledNotPayable' };
  return checkChange(request, nextPaymentStatuses(request.from), correctablePaymentStatuses(request.from));
}

export function canCancel(status: OrderStatus): boolean {
  return nextStatuses(status).includes('Cancelled');
}

/** Cash on delivery is paid when the goods arrive; every other method is paid up front. */
export function paysOnDelivery(paymentMethodId: string): boolean {
  return paymentMethodId === 'cod';
}

/**
 * Whether the customer pays by themselves, with no one at the shop involved: bank transfer and the online
 * gateway (issue 28). Cash on delivery, e-wallet and card payments are arranged by staff over WhatsApp or
 * phone (issue 23).
 */
export function paidByCustomer(paymentMethodId: string): boolean {
  return paymentMethodId === 'bank_transfer' || paymentMethodId === 'online';
}

/** A cancelled order takes no payment: its stock may be sold again, and money for it would only be refunded. */
export function acceptsPayment(status: OrderStatus): boolean {
  return status !== 'Cancelled';
}

/** A paid order staff cancelled: the customer's money must go back until staff record the refund (issue 23). */
export function isRefundDue(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.status === 'Cancelled' && order.paymentStatus === 'Paid';
}

const HOUR = 3_600_000;

/**
 * The customer's own payment deadline (success page, tracking, invoice): the payment window (parameter 005)
 * after the order was placed, for orders the customer pays by themselves; none otherwise.
 */
export function paymentDeadline(order: { placedAt: Date; paymentMethodId: string }, windowHours: number): Date | null {
  if (!paidByCustomer(order.paymentMethodId)) return null;
  return new Date(order.placedAt.getTime() + windowHours * HOUR);
}

export interface ExpiryWindows {
  /** Parameter 005: orders the customer pays by themselves. */
  paymentWindowHours: number;
  /** Parameter 013: cash-on-delivery and staff-arranged orders. */
  confirmationWindowHours: number;
}

export interface OrderExpiry {
  at: Date;
  /** 'payment': the customer did not pay in time; 'confirmation': staff did not take the order in hand. */
  reason: 'payment' | 'confirmation';
  hours: number;
}

/**
 * When the shop cancels an order nobody acted on and frees its stock (issue 23): an unpaid order still
 * Pending expires after the payment window when the customer pays it by themselves, or after the
 * confirmation window when staff arrange its payment (COD, e-wallet, card), so anonymous orders cannot hold
 * stock for good. Never once it is paid or staff took it in hand (Processing and on).
 */
export function orderExpiry(
  order: { placedAt: Date; paymentMethodId: string; status: OrderStatus; paymentStatus: PaymentStatus },
  windows: ExpiryWindows,
): OrderExpiry | null {
  if (order.status !== 'Pending' || order.paymentStatus !== 'Pending') return null;
  const reason = paidByCustomer(order.paymentMethodId) ? 'payment' : 'confirmation';
  const hours = reason === 'payment' ? windows.paymentWindowHours : windows.confirmationWindowHours;
  return { at: new Date(order.placedAt.getTime() + hours * HOUR), reason, hours };
}
