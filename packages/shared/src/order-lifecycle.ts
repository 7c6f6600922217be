/**
 * An order's life (issue 9). The spec lets staff pick any status; the shop follows the order's real
 * life instead, and both the server and the back-office screens read the allowed steps from here.
 */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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

export type StatusChangeRefusal = 'unchanged' | 'notAllowed' | 'reasonRequired' | 'useCancel';

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

export function checkPaymentStatusChange(request: ChangeRequest<PaymentStatus>): StatusChangeCheck {
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
 * When an unpaid order stops holding its stock: the payment window after it was placed, or never for
 * cash on delivery (issue 9). The window is a shop setting (general parameter, default 24 hours).
 */
export function paymentDeadline(order: { placedAt: Date; paymentMethodId: string }, windowHours: number): Date | null {
  if (paysOnDelivery(order.paymentMethodId)) return null;
  return new Date(order.placedAt.getTime() + windowHours * 3_600_000);
}
