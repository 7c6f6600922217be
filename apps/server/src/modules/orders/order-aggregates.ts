import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

// Pieces of the aggregate queries behind the order statistics, reports and dashboard figures.

/** In a report archived orders are left out: archiving is the spec's delete, undoable. */
export const notArchived = isNull(orders.archivedAt);
export const isPaid = eq(orders.paymentStatus, 'Paid');
/** When a paid order's money came in; an order marked Paid without a payment date counts when it was placed. */
export const paidAt = sql`coalesce(${orders.paymentDate}, ${orders.createdAt})`;

/** How many rows meet `condition`. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The sum of the totals of the rows meeting `condition` (of all rows without one); 0 when there are none. */
export const totalWhere = (condition?: SQL) =>
  condition
    ? sql<number>`coalesce(sum(${orders.total}) filter (where ${condition}), 0)`.mapWith(Number)
    : sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number);
