import { count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  normalizePhone,
  ORDER_CUSTOMER_MATCHES,
  toPage,
  type CustomerPage,
  type CustomerQuery,
  type OrderCustomer,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { notArchived } from './order-aggregates.ts';

/** The value a customer gave on their latest order. */
const latest = (column: AnyPgColumn) => sql<string>`(array_agg(${column} order by ${orders.createdAt} desc))[1]`;

/** One customer per e-mail address, in any letter case. */
const customerKey = sql`lower(${orders.customerEmail})`;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const anyOrder = or(
    ilike(orders.customerFullName, pattern),
    ilike(orders.customerEmail, pattern),
    ilike(orders.customerPhone, pattern),
    ilike(orders.customerPhone, containsPattern(normalizePhone(search))),
  );
  return sql`bool_or(${anyOrder})`;
}

/** The customer who gave exactly this e-mail or phone number (written any way the checkout accepts). */
function exactly(search: string): SQL {
  const anyOrder = or(eq(customerKey, search.toLowerCase()), eq(orders.customerPhone, normalizePhone(search)));
  return sql`bool_or(${anyOrder})`;
}

/**
 * The owners' customer list, built from orders: one customer per e-mail address (any letter case), named
 * as on their latest order; total spent leaves cancelled orders out, and archived orders count nowhere.
 * Most recent customers first.
 */
export async function listCustomers(db: Executor, query: CustomerQuery): Promise<CustomerPage> {
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

/**
 * Earlier customers to fill an order staff take down (issue 26), with the details of their latest order:
 * the few most recent that match. `exact` (roles that do not list customers, docs/personal-data.md): only
 * the customer who gave that very e-mail or phone number, which the caller on the line has just said.
 */
export async function findOrderCustomers(
  db: Executor,
  search: string,
  { exact }: { exact: boolean },
): Promise<OrderCustomer[]> {
  const lastOrder = max(orders.createdAt);
  const rows = await db
    .select({
      fullName: latest(orders.customerFullName),
      email: latest(orders.customerEmail),
      phone: latest(orders.customerPhone),
      address: latest(orders.address),
      city: latest(orders.city),
      province: latest(orders.province),
      postalCode: latest(orders.postalCode),
      lastOrder,
    })
    .from(orders)
    .where(notArchived)
    .groupBy(customerKey)
    .having(exact ? exactly(search) : matching(search))
    .orderBy(desc(lastOrder), customerKey)
    .limit(ORDER_CUSTOMER_MATCHES);
  return rows.map(({ lastOrder: last, ...customer }) => ({
    ...customer,
    lastOrderDate: (last ?? new Date(0)).toISOString(),
  }));
}
