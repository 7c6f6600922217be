import {
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
  /** Move an order or its payment along its normal life (orders.updateStatus: every role). */
  updateStatus: boolean;
  /** Cancel with a reason, returning the stock (orders.manage). */
  cancel: boolean;
  /** Correct a status outside the normal life with a reason, archive, see the archive, restore (orders.correct). */
  correct: boolean;
}

export function orderPermissions(role: StaffRole): OrderPermissions {
  return {
    updateStatus: can(role, 'orders.updateStatus'),
    cancel: can(role, 'orders.manage'),
    correct: can(role, 'orders.correct'),
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
  permissions: OrderPermissions,
): StatusChoices<Status> {
  if (!permissions.updateStatus) return { next: [], corrections: [] };
  return {
    next: [...next],
    corrections: permissions.correct ? correctable.filter((status) => !next.includes(status)) : [],
  };
}

/** What the Update Status menu offers; Cancelled is left to the cancel step, which asks for a reason. */
export function statusChoices(current: OrderStatus, permissions: OrderPermissions) {
  const next = nextStatuses(current).filter((status) => status !== 'Cancelled');
  return {
    ...choices(next, correctableStatuses(current), permissions),
    cancel: permissions.cancel && canCancel(current),
  };
}

export function paymentChoices(current: PaymentStatus, permissions: OrderPermissions) {
  return choices(nextPaymentStatuses(current), correctablePaymentStatuses(current), permissions);
}
