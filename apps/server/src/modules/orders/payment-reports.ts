import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  ORDER_CHANNELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_IDS,
  PAYMENT_STATUSES,
  paidByCustomer,
  paymentDeadline,
  type CashReceipts,
  type ChannelTotals,
  type LateTransactions,
  type ReportRangeQuery,
  type StatusTotals,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { isPaid, notArchived, paidAt, totalWhere } from './order-aggregates.ts';
import { shopDate } from './shop-calendar.ts';
import { shopDayStart, withinShopDays } from './shop-day-sql.ts';
import { shopSettings } from './shop-settings.ts';

const PAID_BY_CUSTOMER = PAYMENT_METHOD_IDS.filter(paidByCustomer);

/**
 * Late unpaid orders today: orders still awaiting the customer's own payment (bank transfer, payment
 * Pending, not yet taken in hand, not archived) whose payment deadline falls before the end of today in
 * WIB. `overdue` ones are past it (the expiry job cancels them on its next run); the others run out later
 * today. The deadline is the same rule as payment expiry: placed at + the payment window.
 */
export async function lateTransactionsToday(db: Executor, now = new Date()): Promise<LateTransactions> {
  const { paymentWindowHours } = await shopSettings(db);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        notArchived,
        eq(orders.paymentStatus, 'Pending'),
        eq(orders.status, 'Pending'),
        inArray(orders.paymentMethodId, PAID_BY_CUSTOMER),
        lt(
          orders.createdAt,
          sql`${shopDayStart(shopDate(now), 1)} - make_interval(hours => ${paymentWindowHours}::int)`,
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const late = rows.map((row) => {
    const deadline = paymentDeadline(
      { placedAt: row.createdAt, paymentMethodId: row.paymentMethodId },
      paymentWindowHours,
    )!;
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      orderDate: row.createdAt.toISOString(),
      total: row.total,
      paymentMethodName: row.paymentMethodName,
      paymentDeadline: deadline.toISOString(),
      overdue: deadline <= now,
    };
  });
  return {
    date: shopDate(now),
    paymentWindowHours,
    count: late.length,
    total: late.reduce((sum, order) => sum + order.total, 0),
    orders: late,
  };
}

/** The range's shop days: without dates today, without a start the end day alone; a start after the end is refused. */
function shopDays(range: ReportRangeQuery, now: Date) {
  const endDate = range.endDate ?? shopDate(now);
  const startDate = range.startDate ?? endDate;
  if (startDate > endDate) throw badRequest('validation.endBeforeStart', { endDate: 'validation.endBeforeStart' });
  return { startDate, endDate };
}

/** Kas: the money received (orders whose payment is Paid, by payment date) over shop days, by payment method. */
export async function cashReceipts(db: Executor, range: ReportRangeQuery, now = new Date()): Promise<CashReceipts> {
  const { startDate, endDate } = shopDays(range, now);
  const total = totalWhere();
  const byPaymentMethod = await db
    .select({
      paymentMethodId: orders.paymentMethodId,
      paymentMethodName: sql<string>`max(${orders.paymentMethodName})`,
      count: count(),
      total,
    })
    .from(orders)
    .where(and(notArchived, isPaid, withinShopDays(paidAt, startDate, endDate)))
    .groupBy(orders.paymentMethodId)
    .orderBy(desc(total), asc(orders.paymentMethodId));
  return {
    startDate,
    endDate,
    count: byPaymentMethod.reduce((sum, method) => sum + method.count, 0),
    total: byPaymentMethod.reduce((sum, method) => sum + method.total, 0),
    byPaymentMethod,
  };
}

/** Orders placed and money received over shop days per channel (issue 26), for the dashboard. */
export async function channelTotals(db: Executor, range: ReportRangeQuery, now = new Date()): Promise<ChannelTotals> {
  const { startDate, endDate } = shopDays(range, now);
  const [placed, paid] = await Promise.all([
    db
      .select({ channel: orders.channel, count: count() })
      .from(orders)
      .where(and(notArchived, withinShopDays(orders.createdAt, startDate, endDate)))
      .groupBy(orders.channel),
    db
      .select({ channel: orders.channel, total: totalWhere() })
      .from(orders)
      .where(and(notArchived, isPaid, withinShopDays(paidAt, startDate, endDate)))
      .groupBy(orders.channel),
  ]);
  return {
    startDate,
    endDate,
    byChannel: ORDER_CHANNELS.map((channel) => ({
      channel,
      orders: placed.find((row) => row.channel === channel)?.count ?? 0,
      paidRevenue: paid.find((row) => row.channel === channel)?.total ?? 0,
    })),
  };
}

/** Counts and totals of the orders placed in the range (all of them without one), by status and by payment status. */
export async function statusTotals(db: Executor, range: ReportRangeQuery): Promise<StatusTotals> {
  const where = and(notArchived, withinShopDays(orders.createdAt, range.startDate, range.endDate));
  const [byStatus, byPayment] = await Promise.all([
    db
      .select({ key: orders.status, count: count(), total: totalWhere() })
      .from(orders)
      .where(where)
      .groupBy(orders.status),
    db
      .select({ key: orders.paymentStatus, count: count(), total: totalWhere() })
      .from(orders)
      .where(where)
      .groupBy(orders.paymentStatus),
  ]);
  const amounts = (rows: typeof byStatus, key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    return { count: row?.count ?? 0, total: row?.total ?? 0 };
  };
  return {
    startDate: range.startDate ?? null,
    endDate: range.endDate ?? null,
    byStatus: ORDER_STATUSES.map((status) => ({ status, ...amounts(byStatus, status) })),
    byPaymentStatus: PAYMENT_STATUSES.map((paymentStatus) => ({ paymentStatus, ...amounts(byPayment, paymentStatus) })),
    count: byStatus.reduce((sum, row) => sum + row.count, 0),
    total: byStatus.reduce((sum, row) => sum + row.total, 0),
  };
}
