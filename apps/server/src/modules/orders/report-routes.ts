import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CashReceiptsSchema,
  ChannelTotalsSchema,
  DashboardSummarySchema,
  DaySummarySchema,
  LateTransactionsSchema,
  ReportDateParamSchema,
  ReportRangeQuerySchema,
  StatusTotalsSchema,
} from '@crabclaw/shared';
import { requirePermission } from '../auth/index.ts';
import { dashboardSummary, daySummary } from './day-reports.ts';
import { cashReceipts, channelTotals, lateTransactionsToday, statusTotals } from './payment-reports.ts';

const tags = ['reports'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const readOrders = requirePermission('orders.read');
const FROM_ORDERS = 'Computed from the stored orders, archived ones left out; days are shop days (WIB).';

/**
 * The spec's reports under /api/general (back-office section 7), beside the general parameters'
 * GET /api/general/{id}: these paths are fixed words or two segments, which Fastify matches before that id.
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/general/late-transactions-today',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Late unpaid orders today: awaiting payment, deadline passed or running out before midnight',
        description: `Orders whose payment is still Pending, paid up front (not cash on delivery), neither shipped nor cancelled, and whose payment deadline (placed at + the payment window) is before the end of today. overdue: the deadline has passed. ${FROM_ORDERS}`,
        response: { 200: LateTransactionsSchema, ...errors },
      },
    },
    async () => lateTransactionsToday(app.db),
  );

  app.get(
    '/api/general/dashboard-summary',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Today at a glance: orders placed, their value, money received, pending orders',
        description: `The summary-by-date figures for today, plus every order still Pending whatever its day. ${FROM_ORDERS}`,
        response: { 200: DashboardSummarySchema, ...errors },
      },
    },
    async () => dashboardSummary(app.db),
  );

  app.get(
    '/api/general/kas',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Cash received (kas): totals of orders paid in the date range, by payment method',
        description: `An order counts on the day its payment was recorded as Paid; refunded ones no longer count. Without dates: today; without endDate: up to today; without startDate: endDate alone. ${FROM_ORDERS}`,
        querystring: ReportRangeQuerySchema,
        response: { 200: CashReceiptsSchema, ...errors },
      },
    },
    async (request) => cashReceipts(app.db, request.query),
  );

  app.get(
    '/api/general/channels',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Orders placed and paid revenue in the date range, by channel (web, whatsapp, phone, staff)',
        description: `Orders count on the day they were placed; paid revenue on the day the payment was recorded, as the kas. Without dates: today. ${FROM_ORDERS}`,
        querystring: ReportRangeQuerySchema,
        response: { 200: ChannelTotalsSchema, ...errors },
      },
    },
    async (request) => channelTotals(app.db, request.query),
  );

  app.get(
    '/api/general/summary-by-date/:date',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'One day’s summary: orders placed that day and their value, money received that day',
        description: FROM_ORDERS,
        params: ReportDateParamSchema,
        response: { 200: DaySummarySchema, ...errors },
      },
    },
    async (request) => daySummary(app.db, request.params.date),
  );

  app.get(
    '/api/general/status-nominal-back',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Order counts and amounts (nominal) by order status and by payment status',
        description: `Orders placed in the optional date range, all of them without one. ${FROM_ORDERS}`,
        querystring: ReportRangeQuerySchema,
        response: { 200: StatusTotalsSchema, ...errors },
      },
    },
    async (request) => statusTotals(app.db, request.query),
  );
};

export default reportRoutes;
