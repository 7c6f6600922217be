import { asc, eq } from 'drizzle-orm';
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

/** The order's history, oldest first. */
export async function historyOf(executor: Executor, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await executor
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.changedAt), asc(orderHistory.id));
  return rows.map((row) => ({
    kind: row.kind,
    from: row.fromValue,
    to: row.toValue,
    reason: row.reason,
    shippingCourier: row.shippingCourier,
    waybillNumber: row.waybillNumber,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  }));
}
