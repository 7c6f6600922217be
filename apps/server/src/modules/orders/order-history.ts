import { asc, inArray } from 'drizzle-orm';
import type { OrderHistoryEntry, StaffUser } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderHistory } from '../../db/schema/index.ts';

/** Who changed an order: a staff member, the shop itself (the payment expiry job) or a payment gateway. */
export type Actor = Pick<StaffUser, 'id' | 'username'> | 'system' | 'midtrans';

export interface OrderChange {
  kind: OrderHistoryEntry['kind'];
  from: string | null;
  to: string | null;
  reason?: string | null;
  /** What a step to Shipped carried. */
  shipment?: Shipment;
}

export interface Shipment {
  shippingCourier: string | null;
  waybillNumber: string | null;
}

/** Writes one change to the order's history, in the transaction that made it. */
export async function recordChange(tx: Executor, orderId: number, change: OrderChange, actor: Actor, at: Date) {
  await tx.insert(orderHistory).values({
    orderId,
    kind: change.kind,
    fromValue: change.from,
    toValue: change.to,
    reason: change.reason?.trim() || null,
    shippingCourier: change.shipment?.shippingCourier ?? null,
    waybillNumber: change.shipment?.waybillNumber ?? null,
    staffUserId: typeof actor === 'string' ? null : actor.id,
    changedBy: typeof actor === 'string' ? actor : actor.username,
    changedAt: at,
  });
}

/** The histories of several orders in one read, by order, each oldest first. */
export async function historiesOf(
  executor: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderHistoryEntry[]>> {
  const rows = await executor
    .select()
    .from(orderHistory)
    .where(inArray(orderHistory.orderId, [...orderIds]))
    .orderBy(asc(orderHistory.changedAt), asc(orderHistory.id));
  const entries = Map.groupBy(rows, (row) => row.orderId);
  return new Map([...entries].map(([orderId, of]) => [orderId, of.map(historyEntry)]));
}

function historyEntry(row: typeof orderHistory.$inferSelect): OrderHistoryEntry {
  return {
    kind: row.kind,
    from: row.fromValue,
    to: row.toValue,
    reason: row.reason,
    shippingCourier: row.shippingCourier,
    waybillNumber: row.waybillNumber,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  };
}
