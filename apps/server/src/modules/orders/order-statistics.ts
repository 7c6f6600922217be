import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { COMPLETED_STATUSES, type AdminOrderFilter, type OrderStatistics, type StaffRole } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { countWhere, isPaid, totalWhere } from './order-aggregates.ts';
import { orderFilter } from './order-filter.ts';

const notCancelled = ne(orders.status, 'Cancelled');

/**
 * The order screen's stat cards over the orders the filters match (back-office section 9): completed
 * counts Completed and Delivered, revenue is the totals of those not cancelled, paid revenue those of them
 * paid (a cancelled paid order is money to refund, not revenue: issue 23).
 */
export async function orderStatistics(
  db: Executor,
  viewer: StaffRole,
  filter: AdminOrderFilter,
): Promise<OrderStatistics> {
  const [row] = await db
    .select({
      totalOrders: count(),
      pendingOrders: countWhere(eq(orders.status, 'Pending')),
      completedOrders: countWhere(inArray(orders.status, [...COMPLETED_STATUSES])),
      totalRevenue: totalWhere(notCancelled),
      paidRevenue: totalWhere(and(notCancelled, isPaid)),
    })
    .from(orders)
    .where(orderFilter(filter, viewer));
  return row!;
}
