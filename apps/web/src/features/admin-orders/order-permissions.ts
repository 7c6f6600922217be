import {
  acceptsPayment,
  can,
  canCancel,
  correctablePaymentStatuses,
  correctableStatuses,
  nextPaymentStatuses,
  nextStatuses,
  type OrderStatus,
  type PaymentStatus,
  type StaffRole,
} from '@crabclaw/shared';

export interface OrderPermissions {
  /** Move an order along its normal life (orders.updateStatus: every role). */
  updateStatus: boolean;
  /** Record a payment, a failure or a refund (orders.recordPayment: Manager and above; money, issue 23). */
  recordPayment: boolean;
  /** Cancel with a reason, returning the stock (orders.manage). */
  cancel: boolean;
  /** Correct a status outside the normal life with a reason, archive, see the archive, restore (orders.correct). */
  correct: boolean;
  /** Take an order down by phone or chat, and change an unpaid one's items (orders.manage, issue 26). */
  take: boolean;
}

export function orderPermissions(role: StaffRole): OrderPermissions {
  return {
    updateStatus: can(role, 'orders.updateStatus'),
    recordPayment: can(role, 'orders.recordPayment'),
    cancel: can(role, 'orders.manage'),
    correct: can(role, 'orders.correct'),
    take: can(role, 'orders.manage'),
  };
}

export interface StatusChoices<Status> {
  /** The next steps of the normal life. */
  next: Status[];
  /** Other statuses an Owner or Admin may set as a correction, with a reason. */
  corrections: Status[];
}

function choices<Status>(
  next: readonly Status[],
  correctable: readonly Status[],
  permissions: Pick<OrderPermissions, 'correct'>,
): StatusChoices<Status> {
  return {
    next: [...next],
    corrections: permissions.correct ? correctable.filter((status) => !next.includes(status)) : [],
  };
}

/** What the Update Status menu offers; Cancelled is left to the cancel step, which asks for a reason. */
export function statusChoices(current: OrderStatus, permissions: OrderPermissions) {
  const next = nextStatuses(current).filter((status) => status !== 'Cancelled');
  const allowed = permissions.updateStatus ? choices(next, correctableStatuses(current), permissions) : NONE;
  return {
    ...allowed,
    cancel: permissions.cancel && canCancel(current),
  };
}

const NONE = { next: [], corrections: [] };

/** What the payment menu offers: nothing to a User, and never Paid for a cancelled order (its refund, if paid). */
export function paymentChoices(
  current: PaymentStatus,
  orderStatus: OrderStatus,
  permissions: OrderPermissions,
): StatusChoices<PaymentStatus> {
  if (!permissions.recordPayment) return NONE;
  const payable = (status: PaymentStatus) => status !== 'Paid' || acceptsPayment(orderStatus);
  return choices(
    nextPaymentStatuses(current).filter(payable),
    correctablePaymentStatuses(current).filter(payable),
    permissions,
  );
}
