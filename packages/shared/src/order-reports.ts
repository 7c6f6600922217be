import { z } from 'zod';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from './order-lifecycle.ts';
import { AdminOrderFilterSchema } from './staff-orders.ts';

// The back office's reports under /api/general (back-office.md section 7), computed from stored orders.
// Archived orders are left out of every figure; none of them carries customers' personal data.

const shopDay = z.string().describe('YYYY-MM-DD in the shop time zone (WIB)');

/** A shop day in a path: /api/general/summary-by-date/{date}. */
export const ReportDateParamSchema = z.object({ date: AdminOrderFilterSchema.shape.startDate.unwrap() });

/** A range of shop days, both ends inclusive; without them, today. */
export const ReportRangeQuerySchema = AdminOrderFilterSchema.pick({ startDate: true, endDate: true });
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

export const DaySummarySchema = z.object({
  date: shopDay,
  orders: z.number().int().describe('Orders placed that day, cancelled ones included'),
  cancelledOrders: z.number().int().describe('Of the orders placed that day, those cancelled since'),
  pendingOrders: z.number().int().describe('Of the orders placed that day, those still Pending'),
  revenue: z.number().int().describe('Totals of the orders placed that day, cancelled ones left out, paid or not'),
  paidOrders: z.number().int().describe('Orders whose payment was received that day (payment Paid, by payment date)'),
  paidRevenue: z.number().int().describe('Totals of the orders paid that day: the money received'),
});
export type DaySummary = z.infer<typeof DaySummarySchema>;

export const DashboardSummarySchema = DaySummarySchema.extend({
  openPendingOrders: z.number().int().describe('Every order still Pending, whatever day it was placed'),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const LateTransactionSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  total: z.number().int(),
  paymentMethodName: z.string(),
  paymentDeadline: z.string(),
  overdue: z.boolean().describe('true: the deadline has passed (the shop cancels the order on its next check)'),
});

export const LateTransactionsSchema = z.object({
  date: shopDay,
  paymentWindowHours: z.number().int(),
  count: z.number().int(),
  total: z.number().int().describe('Totals of the listed orders: money still owed'),
  orders: z.array(LateTransactionSchema).describe('Earliest deadline first'),
});
export type LateTransactions = z.infer<typeof LateTransactionsSchema>;

export const CashReceiptsSchema = z.object({
  startDate: shopDay,
  endDate: shopDay,
  count: z.number().int().describe('Orders paid in the range'),
  total: z.number().int().describe('Their totals: cash received'),
  byPaymentMethod: z
    .array(
      z.object({
        paymentMethodId: z.string(),
        paymentMethodName: z.string(),
        count: z.number().int(),
        total: z.number().int(),
      }),
    )
    .describe('Largest total first; methods without payments left out'),
});
export type CashReceipts = z.infer<typeof CashReceiptsSchema>;

/** Issue 26: where the period's orders came from (web, WhatsApp, phone, staff) and the money each brought. */
export const ChannelTotalsSchema = z.object({
  startDate: shopDay,
  endDate: shopDay,
  byChannel: z
    .array(
      z.object({
        channel: z.enum(ORDER_CHANNELS),
        orders: z.number().int().describe('Orders placed in the range, cancelled ones included'),
        paidRevenue: z
          .number()
          .int()
          .describe('Totals of the orders paid in the range (by payment date), as the kas counts them'),
      }),
    )
    .describe('Every channel, in ORDER_CHANNELS order, at 0 when it had none'),
});
export type ChannelTotals = z.infer<typeof ChannelTotalsSchema>;

const amounts = { count: z.number().int(), total: z.number().int() };

export const StatusTotalsSchema = z.object({
  startDate: shopDay.nullable().describe('First day of the orders counted; null: from the first order'),
  endDate: shopDay.nullable().describe('Last day of the orders counted; null: up to now'),
  byStatus: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), ...amounts }))
    .describe('Every order status, in the order of its life'),
  byPaymentStatus: z
    .array(z.object({ paymentStatus: z.enum(PAYMENT_STATUSES), ...amounts }))
    .describe('Every payment status'),
  count: z.number().int(),
  total: z.number().int().describe('Totals of all the orders counted'),
});
export type StatusTotals = z.infer<typeof StatusTotalsSchema>;
