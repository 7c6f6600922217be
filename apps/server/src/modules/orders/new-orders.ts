import { and, count, eq, isNull, max } from 'drizzle-orm';
import type { NewOrders } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * What the back office polls to see new orders at once (decision 030): the orders still Pending (the
 * status index; the expiry job keeps them few) and the newest order's id (the primary key's last entry).
 * Both come from the database, so every process answers the same.
 */
export async function newOrders(executor: Executor): Promise<NewOrders> {
  const [pending] = await executor
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.status, 'Pending'), isNull(orders.archivedAt)));
  const [latest] = await executor.select({ id: max(orders.id) }).from(orders);
  return { pendingCount: pending?.count ?? 0, latestOrderId: latest?.id ?? null };
}

/** The answer's strong ETag: it changes when an order arrives and when a new one is confirmed or cancelled. */
export function newOrdersTag({ pendingCount, latestOrderId }: NewOrders): string {
  return `"${latestOrderId ?? 0}-${pendingCount}"`;
}
