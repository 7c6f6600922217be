import { eq } from 'drizzle-orm';
import {
  COMPLETED_STATUSES,
  needsDeliverySlot,
  type DeliveryChoice,
  type OrderDelivery,
  type OrderStatus,
  type ShippingMethodSettings,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { holdDeliverySlot, releaseDeliverySlot } from '../delivery/index.ts';
import { readShippingSettings } from '../shipping/index.ts';
import { changeOrder } from './order-changes.ts';
import { recordChange } from './order-history.ts';
import { deliveryOf } from './order-view.ts';

type OrderRow = typeof orders.$inferSelect;
/** What a method's settings say about slots: only the area-only methods take one. */
type SlotMethod = Pick<ShippingMethodSettings, 'deliveryAreaOnly'>;

/** The order's columns for a slot, or for none. */
export const deliveryColumns = (delivery: OrderDelivery | null) => ({
  deliveryDate: delivery?.date ?? null,
  deliveryWindow: delivery?.window ?? null,
  deliveryWindowLabel: delivery?.label ?? null,
});

/**
 * Step of placing an order (issue 27): a method that reaches only the delivery area needs a day and window,
 * and takes one place in it; any other method refuses one (400 on `delivery`). Staff taking an order down
 * may leave it out: the order page then asks them to set it (decision 039). Undo: releaseDeliverySlot.
 */
export async function holdOrderSlot(
  tx: Executor,
  input: { delivery?: DeliveryChoice | undefined },
  method: SlotMethod,
  { byStaff, now }: { byStaff: boolean; now: Date },
): Promise<OrderDelivery | null> {
  if (!needsDeliverySlot(method)) {
    if (input.delivery) throw badRequest('delivery.slotNotNeeded', { delivery: 'delivery.slotNotNeeded' });
    return null;
  }
  if (!input.delivery) {
    if (byStaff) return null;
    throw badRequest('delivery.slotRequired', { delivery: 'delivery.slotRequired' });
  }
  return holdDeliverySlot(tx, input.delivery, now);
}

/** Undo of holdOrderSlot, in the transaction that cancels the order (once: cancelOrder's conditional UPDATE). */
export async function releaseOrderSlot(tx: Executor, order: OrderRow) {
  const delivery = deliveryOf(order);
  if (delivery) await releaseDeliverySlot(tx, delivery);
}

/**
 * Staff changed the order's method (edit-order-lines.ts): a method that takes no slot gives the order's
 * place back and clears it; an area-only one keeps it (or, without one, the order page asks for it).
 */
export async function slotAfterMethodChange(tx: Executor, order: OrderRow, method: SlotMethod) {
  if (needsDeliverySlot(method)) return {};
  await releaseOrderSlot(tx, order);
  return deliveryColumns(null);
}

/** The order's method as the shop's shipping settings describe it now; one no longer set takes no slot. */
async function orderMethod(tx: Executor, order: OrderRow): Promise<SlotMethod> {
  const settings = await readShippingSettings(tx);
  return settings.methods.find((method) => method.id === order.shippingMethodId) ?? { deliveryAreaOnly: false };
}

const slotText = (delivery: OrderDelivery | null) => (delivery ? `${delivery.date} ${delivery.window}` : null);

/**
 * Staff move an order to another day or window (a customer called): the new place is held by the same
 * rules as at checkout, the old one given back, and the history says from where to where. Refused for a
 * cancelled or completed order, and for a method that takes no slot.
 */
export async function moveOrderDelivery(db: Database, id: number, choice: DeliveryChoice, staff: StaffUser) {
  return changeOrder(db, id, staff, async (tx, order, now) => {
    const status = order.status as OrderStatus;
    if (status === 'Cancelled' || COMPLETED_STATUSES.includes(status)) {
      throw conflict('delivery.slotMoveNotAllowed');
    }
    const before = deliveryOf(order);
    if (before?.date === choice.date && before.window === choice.window) throw conflict('staffOrder.editUnchanged');
    const after = await holdOrderSlot(tx, { delivery: choice }, await orderMethod(tx, order), { byStaff: true, now });
    if (before) await releaseDeliverySlot(tx, before);
    const [changed] = await tx
      .update(orders)
      .set({ ...deliveryColumns(after), estimatedDelivery: choice.date, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    await recordChange(tx, id, { kind: 'delivery', from: slotText(before), to: slotText(after) }, staff, now);
    return changed!;
  });
}
