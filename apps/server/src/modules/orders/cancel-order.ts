import { and, eq, inArray } from 'drizzle-orm';
import { canCancel, ORDER_STATUSES } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { returnStock } from '../catalogue/index.ts';
import { queueOrderMessage } from '../messages/index.ts';
import { releaseOrderSlot } from './delivery-slot.ts';
import { recordChange, type Actor } from './order-history.ts';

type OrderRow = typeof orders.$inferSelect;

/** Statuses an order may be cancelled from (order-lifecycle.ts). */
export const CANCELLABLE_STATUSES = ORDER_STATUSES.filter(canCancel);

interface Cancellation {
  reason: string;
  actor: Actor;
  now: Date;
}

/**
 * Undo of writeOrder: the order leaves the cancellable statuses. One conditional UPDATE, so of two
 * cancellations racing for the same order exactly one gets the row back, and only that one goes on.
 */
async function markCancelled(tx: Executor, order: OrderRow, now: Date): Promise<OrderRow | undefined> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'Cancelled', updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, CANCELLABLE_STATUSES)))
    .returning();
  return cancelled;
}

/** Undo of takeStock: the order's lines go back to the catalogue. */
async function releaseStock(tx: Executor, order: OrderRow, now: Date) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await returnStock(tx, lines, now);
}

/**
 * Cancels an order as placing it run backwards (markCancelled, releaseStock, releaseOrderSlot), writes the history and queues
 * the customer's e-mail, all
 * in the caller's transaction; `order` is the row as the caller read it FOR UPDATE. Returns the cancelled order, or undefined when it was no longer
 * cancellable: then nothing was written, so stock and a delivery place are never returned twice.
 */
export async function cancelOrder(
  tx: Executor,
  order: OrderRow,
  { reason, actor, now }: Cancellation,
): Promise<OrderRow | undefined> {
  const cancelled = await markCancelled(tx, order, now);
  if (!cancelled) return undefined;
  await releaseStock(tx, order, now);
  await releaseOrderSlot(tx, order);
  await recordChange(tx, order.id, { kind: 'status', from: order.status, to: 'Cancelled', reason }, actor, now);
  // The shop's own cancellation is the expiry job's (its reason is for staff); staff's reason goes to the customer.
  await queueOrderMessage(
    tx,
    order,
    actor === 'system' ? 'expired' : 'cancelled',
    actor === 'system' ? {} : { reason },
  );
  return cancelled;
}
