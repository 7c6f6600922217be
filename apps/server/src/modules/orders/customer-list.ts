import { count, desc, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toPage, type CustomerPage, type CustomerQuery } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { notArchived } from './order-aggregates.ts';

/** The value a customer gave on their latest order. */
const latest = (column: AnyPgColumn) => sql<string>`(array_agg(${column} order by ${orders.createdAt} desc))[1]`;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const anyOrder = or(
    ilike(orders.customerFullName, pattern),
    ilike(orders.customerEmail, pattern),
    ilike(orders.customerPhone, pattern),
  );
  return sql`bool_or(${anyOrder})`;
}

/**
 * The owners' customer list, built from orders: one customer per e-mail address (any letter case), named
 * as on their latest order; total spent leaves cancelled orders out, and archived orders count nowhere.
 * Most recent customers first.
 */
export async function listCustomers(db: Executor, query: CustomerQuery): Promise<CustomerPage> {
  const customerKey = sql`lower(${orders.customerEmail})`;
  const lastOrder = max(orders.createdAt);
  // A fresh builder per use: drizzle builders are mutable, and the count wraps one while the page orders another.
  const grouped = () =>
    db
      .select({
        customerName: latest(orders.customerFullName),
        customerEmail: latest(orders.customerEmail),
        customerPhone: latest(orders.customerPhone),
        orderCount: count(),
        totalSpent:
          sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'Cancelled'), 0)`.mapWith(Number),
        lastOrder,
      })
      .from(orders)
      .where(notArchived)
      .groupBy(customerKey)
      .having(matching(query.search));
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(grouped().as('customers')),
    grouped()
      .orderBy(desc(lastOrder), customerKey)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const data = rows.map(({ lastOrder: last, ...customer }) => ({
    ...customer,
    lastOrderDate: (last ?? new Date(0)).toISOString(),
  }));
  return toPage(data, counted?.total ?? 0, query);
}
