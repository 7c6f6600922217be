import { and, count, eq, gte, ne, or, sql, sum } from 'drizzle-orm';
import type { DailyRevenue, DashboardSummary, DaySummary } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { countWhere, isPaid, notArchived, paidAt, totalWhere } from './order-aggregates.ts';
import { shopDate } from './shop-calendar.ts';
import { shopDayOf, shopDayStart, withinShopDays } from './shop-day-sql.ts';

// A day's orders and payments in the shop's calendar (WIB), archived orders left out.

function daySummaryColumns(date: string) {
  const placed = withinShopDays(orders.createdAt, date, date);
  const paid = and(isPaid, withinShopDays(paidAt, date, date));
  const columns = {
    orders: countWhere(placed),
    cancelledOrders: countWhere(and(placed, eq(orders.status, 'Cancelled'))),
    pendingOrders: countWhere(and(placed, eq(orders.status, 'Pending'))),
    revenue: totalWhere(and(placed, ne(orders.status, 'Cancelled'))),
    paidOrders: countWhere(paid),
    paidRevenue: totalWhere(paid),
  };
  return { columns, dayCondition: or(placed, paid) };
}

/** One shop day (YYYY-MM-DD): the orders placed that day and the payments received that day. */
export async function daySummary(db: Executor, date: string): Promise<DaySummary> {
  const { columns, dayCondition } = daySummaryColumns(date);
  const [row] = await db.select(columns).from(orders).where(and(notArchived, dayCondition));
  return { date, ...row! };
}

/** Today's summary, with every order still waiting to be handled. */
export async function dashboardSummary(db: Executor, now = new Date()): Promise<DashboardSummary> {
  const date = shopDate(now);
  const [row] = await db
    .select({ ...daySummaryColumns(date).columns, openPendingOrders: countWhere(eq(orders.status, 'Pending')) })
    .from(orders)
    .where(notArchived);
  return { date, ...row! };
}

/** The last `days` shop days up to today, oldest first. */
export function lastShopDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => shopDate(now, index - (days - 1)));
}

/**
 * The last `days` shop days, oldest first, quiet days at 0: the money received each day (orders paid,
 * by payment date) and the orders placed each day, cancelled ones left out.
 */
export async function dailyRevenue(db: Executor, now: Date, days: number): Promise<DailyRevenue[]> {
  const dates = lastShopDays(now, days);
  const since = shopDayStart(dates[0]!);
  const paidDay = sql<string>`to_char(${shopDayOf(paidAt)}, 'YYYY-MM-DD')`;
  const placedDay = sql<string>`to_char(${shopDayOf(orders.createdAt)}, 'YYYY-MM-DD')`;
  const [paid, placed] = await Promise.all([
    db
      .select({ day: paidDay, revenue: sum(orders.total).mapWith(Number) })
      .from(orders)
      .where(and(notArchived, isPaid, gte(paidAt, since)))
      .groupBy(paidDay),
    db
      .select({ day: placedDay, orders: count() })
      .from(orders)
      .where(and(notArchived, ne(orders.status, 'Cancelled'), gte(orders.createdAt, since)))
      .groupBy(placedDay),
  ]);
  const revenue = new Map(paid.map((row) => [row.day, row.revenue]));
  const placedCount = new Map(placed.map((row) => [row.day, row.orders]));
  return dates.map((date) => ({ date, revenue: revenue.get(date) ?? 0, orders: placedCount.get(date) ?? 0 }));
}
