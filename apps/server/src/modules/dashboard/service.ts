import { and, asc, count, desc, gte, inArray, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  canSeeCustomerData,
  LOW_STOCK_THRESHOLD,
  REVENUE_CHART_DAYS,
  SHOP_TIME_ZONE,
  toPage,
  type Dashboard,
  type DailyRevenue,
  type StaffOrderPage,
  type StaffOrderSummary,
  type StaffPageQuery,
  type StaffRole,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';

/**
 * The calendar day of a moment in the shop's time zone. The zone is a constant written into the SQL, not
 * a parameter, so the same expression in SELECT and GROUP BY is recognised as the same by PostgreSQL.
 */
const shopDay = (moment: AnyPgColumn | SQL) => sql`(${moment} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const notCancelled = ne(orders.status, 'Cancelled');

const orderSummaryColumns = {
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  total: orders.total,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethodName: orders.paymentMethodName,
};

const customerColumns = {
  customerName: orders.customerFullName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
};

// What a role without customers.personalData gets instead; the columns are not even read for it.
const NO_CUSTOMER_DATA = { customerName: null, customerEmail: null, customerPhone: null };

async function itemCounts(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, lines: count() })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, row.lines]));
}

async function orderSummaries(
  db: Executor,
  viewer: StaffRole,
  limit: number,
  offset = 0,
): Promise<StaffOrderSummary[]> {
  const columns = canSeeCustomerData(viewer) ? { ...orderSummaryColumns, ...customerColumns } : orderSummaryColumns;
  const rows = await db
    .select(columns)
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const lines = await itemCounts(
    db,
    rows.map((row) => row.orderId),
  );
  return rows.map(({ createdAt, ...row }) => ({
    ...NO_CUSTOMER_DATA,
    ...row,
    orderDate: createdAt.toISOString(),
    itemCount: lines.get(row.orderId) ?? 0,
  }));
}

async function orderFigures(db: Executor, now: Date) {
  const [row] = await db
    .select({
      ordersToday: sql<number>`count(*) filter (where ${shopDay(orders.createdAt)} = ${shopDay(at(now))})`.mapWith(
        Number,
      ),
      revenueThisMonth: sql<number>`coalesce(sum(${orders.total}) filter (where ${notCancelled} and
        date_trunc('month', ${shopDay(orders.createdAt)}) = date_trunc('month', ${shopDay(at(now))})), 0)`.mapWith(
        Number,
      ),
      pendingOrders: sql<number>`count(*) filter (where ${orders.status} = 'Pending')`.mapWith(Number),
    })
    .from(orders);
  return row ?? { ordersToday: 0, revenueThisMonth: 0, pendingOrders: 0 };
}

async function lowStock(db: Executor) {
  const isLow = and(lte(products.stock, LOW_STOCK_THRESHOLD), ne(products.status, 'Discontinued'));
  const [counted] = await db.select({ total: count() }).from(products).where(isLow);
  const lowStockProducts = await db
    .select({ productId: products.id, productName: products.name, stock: products.stock })
    .from(products)
    .where(isLow)
    .orderBy(asc(products.stock), asc(products.name))
    .limit(5);
  return { lowStockCount: counted?.total ?? 0, lowStockProducts };
}

/** YYYY-MM-DD of a moment in the shop's time zone. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last `days` shop days up to today, oldest first. */
export function lastShopDays(now: Date, days: number): string[] {
  const [year, month, day] = dayFormat.format(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (days - 1 - index))).toISOString().slice(0, 10),
  );
}

/** Revenue and order count per shop day for the last 30 days, oldest first; quiet days are 0. */
async function revenueByDay(db: Executor, now: Date): Promise<DailyRevenue[]> {
  const days = lastShopDays(now, REVENUE_CHART_DAYS);
  const day = sql<string>`to_char(${shopDay(orders.createdAt)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, revenue: sum(orders.total).mapWith(Number), orders: count() })
    .from(orders)
    .where(and(notCancelled, gte(shopDay(orders.createdAt), sql`${days[0]}::date`)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((date) => ({ date, revenue: byDay.get(date)?.revenue ?? 0, orders: byDay.get(date)?.orders ?? 0 }));
}

/**
 * The back-office landing figures, all from the database (issue 5: /app/LandingLaporan); the latest
 * orders name their customers only to a viewer who sees personal data.
 */
export async function getDashboard(db: Executor, viewer: StaffRole, now = new Date()): Promise<Dashboard> {
  const [figures, stock, latestOrders, revenue] = await Promise.all([
    orderFigures(db, now),
    lowStock(db),
    orderSummaries(db, viewer, 5),
    revenueByDay(db, now),
  ]);
  return { ...figures, ...stock, latestOrders, revenueByDay: revenue };
}

/** Orders newest first, a page at a time, for the staff's read-only order list; personal data as for getDashboard. */
export async function listStaffOrders(db: Executor, viewer: StaffRole, query: StaffPageQuery): Promise<StaffOrderPage> {
  const [counted] = await db.select({ total: count() }).from(orders);
  const data = await orderSummaries(db, viewer, query.pageSize, (query.page - 1) * query.pageSize);
  return toPage(data, counted?.total ?? 0, query);
}
