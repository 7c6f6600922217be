import { eq } from 'drizzle-orm';
import {
  can,
  coded,
  canCancel,
  COMPLETED_STATUSES,
  checkPaymentStatusChange,
  checkStatusChange,
  nextPaymentStatuses,
  nextStatuses,
  type AdminOrder,
  type CancelOrder,
  type MessageCode,
  type OrderStatus,
  type PaymentStatus,
  type StaffUser,
  type StatusChangeCheck,
  type StatusChangeRefusal,
  type UpdateOrderStatus,
  type UpdatePaymentStatus,
  type UpdateShipment,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { countDelivered } from '../catalogue/index.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { toAdminOrder } from './admin-order-view.ts';
import { cancelOrder } from './cancel-order.ts';
import { queueOrderMessage } from '../messages/index.ts';
import { recordChange, type Shipment } from './order-history.ts';
import { decideWaitingProof, proofNote } from './transfer-proof-rows.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Runs one staff change on the order locked FOR UPDATE, so changes to one order queue up and each sees
 * the one before it, then answers the order as the caller may read it. An archived order changes only
 * by being restored.
 */
export async function changeOrder(
  db: Database,
  id: number,
  staff: StaffUser,
  change: (tx: Executor, order: OrderRow, now: Date) => Promise<OrderRow>,
  options: { archived: 'refuse' | 'allow' } = { archived: 'refuse' },
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound('order.notFound');
    if (order.archivedAt && options.archived === 'refuse') throw conflict('orderChange.archived');
    const changed = await change(tx, order, new Date());
    return toAdminOrder(tx, changed, staff.role);
  });
}

async function update(tx: Executor, id: number, values: Partial<OrderRow>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row!;
}

/** Staff with orders.correct (Owner, Admin) may set a status outside the order's normal life, with a reason. */
const mayCorrect = (staff: StaffUser) => can(staff.role, 'orders.correct');

/** Why a step was refused, for the order status or for the payment status. */
const STEP_REFUSALS = {
  unchanged: { status: 'orderChange.statusUnchanged', payment: 'orderChange.paymentUnchanged' },
  notAllowed: { status: 'orderChange.statusNotAllowed', payment: 'orderChange.paymentNotAllowed' },
  reasonRequired: { status: 'orderChange.statusReasonRequired', payment: 'orderChange.paymentReasonRequired' },
  useCancel: { status: 'orderChange.useCancel', payment: 'orderChange.useCancel' },
  cancelledNotPayable: { status: 'orderChange.cancelledNotPayable', payment: 'orderChange.cancelledNotPayable' },
} as const satisfies Record<StatusChangeRefusal, Record<'status' | 'payment', MessageCode>>;

interface Step {
  field: 'status' | 'payment';
  from: string;
  to: string;
  reason?: string;
  shipment?: Shipment;
  /** What order-lifecycle.ts says of this step. */
  check: StatusChangeCheck;
}

/** Refuses a step the order's life does not allow (409, on the field at fault), else writes it to the history. */
async function recordStep(tx: Executor, orderId: number, step: Step, staff: StaffUser, now: Date) {
  const { field, from, to, reason, shipment, check } = step;
  if (!check.ok) {
    const refusal = coded(STEP_REFUSALS[check.refusal][field], { from, to });
    const key = check.refusal === 'reasonRequired' ? 'reason' : field === 'status' ? 'status' : 'paymentStatus';
    throw conflict(refusal, { [key]: refusal });
  }
  await recordChange(tx, orderId, { kind: field, from, to, reason, shipment }, staff, now);
}

/** The customer e-mail a step of the order's life sends; a correction back to that status sends none. */
const STATUS_MESSAGES: Partial<Record<OrderStatus, 'shipped' | 'delivered'>> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
};

/**
 * Moves an order along its life; Owner and Admin may also correct it, with a reason (order-lifecycle.ts).
 * Marking it Shipped keeps the courier and waybill number given with that step (none given clears them, as
 * a second shipment after a correction replaces the first); other steps leave them as they are.
 */
export async function updateOrderStatus(
  db: Database,
  id: number,
  { status, reason, shippingCourier, waybillNumber }: UpdateOrderStatus,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, id, staff, async (tx, order, now) => {
    const from = order.status as OrderStatus;
    const check = checkStatusChange({ from, to: status, mayCorrect: mayCorrect(staff), reason });
    const shipment =
      status === 'Shipped'
        ? { shippingCourier: shippingCourier ?? null, waybillNumber: waybillNumber ?? null }
        : undefined;
    await recordStep(tx, id, { field: 'status', from, to: status, reason, shipment, check }, staff, now);
    await countSales(tx, id, from, status, now);
    const message = STATUS_MESSAGES[status];
    if (message && nextStatuses(from).includes(status)) await queueOrderMessage(tx, order, message);
    return update(tx, id, { status, ...shipment, updatedAt: now });
  });
}

/**
 * Corrects the courier and waybill number of an order on its way (Shipped): the new values replace the old on the
 * order (tracking page, invoice), the history keeps both, and the customer gets 'shipment changed' with the new
 * ones, since the 'shipped' e-mail they track by named the old (decision 037). Nothing changed is refused.
 */
export async function updateShipment(
  db: Database,
  id: number,
  { shippingCourier, waybillNumber }: UpdateShipment,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, id, staff, async (tx, order, now) => {
    if (order.status !== 'Shipped') throw conflict(coded('orderChange.shipmentNotShipped', { status: order.status }));
    const shipment = { shippingCourier: shippingCourier ?? null, waybillNumber: waybillNumber ?? null };
    if (shipment.shippingCourier === order.shippingCourier && shipment.waybillNumber === order.waybillNumber) {
      throw conflict('orderChange.shipmentUnchanged');
    }
    await recordChange(tx, id, { kind: 'shipment', from: null, to: null, shipment }, staff, now);
    await queueOrderMessage(tx, order, 'shipmentChanged');
    return update(tx, id, { ...shipment, updatedAt: now });
  });
}

/**
 * A delivered order's units count as sold (Delivered, then Completed); a correction moving it back takes
 * them off again (decision 029). The catalogue keeps the count.
 */
async function countSales(tx: Executor, orderId: number, from: OrderStatus, to: OrderStatus, now: Date) {
  const wasSold = COMPLETED_STATUSES.includes(from);
  if (wasSold === COMPLETED_STATUSES.includes(to)) return;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await countDelivered(tx, lines, wasSold ? -1 : 1, now);
}

/**
 * When the payment was made: set by the server when it becomes Paid (kept when a wrong Refunded is
 * corrected back), kept when a payment is refunded, and cleared when a correction says it never came.
 */
function paymentDateAfter(order: OrderRow, to: PaymentStatus, now: Date): Date | null {
  if (to === 'Paid') return order.paymentDate ?? now;
  return to === 'Refunded' ? order.paymentDate : null;
}

/**
 * Records a payment (Paid sets paymentDate), a failure or a refund; corrections as for the status. A
 * cancelled order is never marked paid; one cancelled after it was paid is refund due until its refund is
 * recorded here. The row lock orders this after any cancel racing it, so the two end in one true state.
 * Marked Paid while a transfer receipt waits for staff, the receipt counts as confirmed with it (decision 042).
 */
export async function updatePaymentStatus(
  db: Database,
  id: number,
  change: UpdatePaymentStatus,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, id, staff, async (tx, order, now) => {
    const proof =
      change.paymentStatus === 'Paid' ? await decideWaitingProof(tx, id, { state: 'confirmed' }, staff, now) : null;
    const reason = proof ? [change.reason?.trim(), proofNote(proof)].filter(Boolean).join(' · ') : change.reason;
    return recordPayment(tx, order, { ...change, reason }, staff, now);
  });
}

/** One payment step of a locked order: checked, written to the history, the customer told of a payment received. */
export async function recordPayment(
  tx: Executor,
  order: OrderRow,
  { paymentStatus, reason }: UpdatePaymentStatus,
  staff: StaffUser,
  now: Date,
): Promise<OrderRow> {
  const from = order.paymentStatus as PaymentStatus;
  const orderStatus = order.status as OrderStatus;
  const check = checkPaymentStatusChange({
    from,
    to: paymentStatus,
    mayCorrect: mayCorrect(staff),
    reason,
    orderStatus,
  });
  await recordStep(tx, order.id, { field: 'payment', from, to: paymentStatus, reason, check }, staff, now);
  // A payment received tells the customer; a correction back to Paid does not again.
  if (paymentStatus === 'Paid' && nextPaymentStatuses(from).includes('Paid')) {
    await queueOrderMessage(tx, order, 'paymentReceived');
  }
  const paymentDate = paymentDateAfter(order, paymentStatus, now);
  return update(tx, order.id, { paymentStatus, paymentDate, updatedAt: now });
}

/** Cancels a Pending or Processing order with a reason; its stock goes back once, in the same transaction. */
export async function cancelOrderByStaff(
  db: Database,
  id: number,
  { reason }: CancelOrder,
  staff: StaffUser,
): Promise<AdminOrder> {
  return changeOrder(db, id, staff, async (tx, order, now) => {
    const status = order.status as OrderStatus;
    if (status === 'Cancelled') throw conflict('orderChange.alreadyCancelled');
    if (!canCancel(status)) throw conflict(coded('orderChange.notCancellable', { status }));
    const cancelled = await cancelOrder(tx, order, { reason, actor: staff, now });
    // The row lock above means the order cannot have left Pending or Processing in between.
    if (!cancelled) throw new Error(`order ${id} was locked as ${status} but could not be cancelled`);
    return cancelled;
  });
}

/** The spec's delete, kept as an archive: the order leaves lists and statistics until it is restored. */
export async function archiveOrder(db: Database, id: number, staff: StaffUser): Promise<AdminOrder> {
  return changeOrder(
    db,
    id,
    staff,
    async (tx, order, now) => {
      if (order.archivedAt) throw conflict('orderChange.alreadyArchived');
      await recordChange(tx, id, { kind: 'archive', from: null, to: null }, staff, now);
      return update(tx, id, { archivedAt: now, updatedAt: now });
    },
    { archived: 'allow' },
  );
}

/** Brings an archived order back into the lists and statistics; it may change again from then on. */
export async function restoreOrder(db: Database, id: number, staff: StaffUser): Promise<AdminOrder> {
  return changeOrder(
    db,
    id,
    staff,
    async (tx, order, now) => {
      if (!order.archivedAt) throw conflict('orderChange.notArchived');
      await recordChange(tx, id, { kind: 'restore', from: null, to: null }, staff, now);
      return update(tx, id, { archivedAt: null, updatedAt: now });
    },
    { archived: 'allow' },
  );
}
