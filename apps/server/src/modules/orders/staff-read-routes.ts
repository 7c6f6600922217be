import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderFilterSchema,
  AdminOrderPageSchema,
  AdminOrderQuerySchema,
  ApiErrorSchema,
  NewOrdersSchema,
  ORDER_CSV_COLUMNS,
  ORDER_STATUSES,
  OrderStatisticsSchema,
} from '@crabclaw/shared';
import { languageOf } from '../../lib/language.ts';
import { notModified } from '../../lib/conditional-request.ts';
import { requirePermission, staffOf } from '../auth/index.ts';
import { newOrders, newOrdersTag } from './new-orders.ts';
import { orderCsv } from './orders-csv.ts';
import { orderXlsx, XLSX_CONTENT_TYPE } from './orders-xlsx.ts';
import { orderStatistics } from './order-statistics.ts';
import { shopDate } from './shop-calendar.ts';
import { listStaffOrders } from './staff-order-list.ts';

const tags = ['back office'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const readOrders = requirePermission('orders.read');
const EXPORTED = `Columns: ${ORDER_CSV_COLUMNS.join(', ')}. Newest first. Products read 'name x qty; name x qty'. The personal columns (Customer Name, Email, Phone, Address, City, Province, Postal Code, Note) are empty for roles that do not see customers’ data.`;
const PERSONAL =
  'Customer name, e-mail and phone are null for roles that do not see customers’ data, and their search then matches order numbers and product names only.';

/** The staff order list, its statistics and its CSV and XLSX exports (issues 9 and 23; back-office sections 2, 7 and 9). */
const staffReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/Orders',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Orders for staff: search, status and payment filters, WIB date range, sort, pages',
        description: `Archived orders are left out unless archived=true. Each row carries its first lines and how many there are. ${PERSONAL} Customers have no accounts, so there is no list of one customer's orders (the spec's /user/{userId}): a customer reads an order with its access token.`,
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderPageSchema, ...errors },
      },
    },
    async (request) => listStaffOrders(app.db, staffOf(request).role, request.query),
  );

  app.get(
    '/api/Orders/admin/statistics',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'The order screen’s stat cards over the same filters as the list',
        querystring: AdminOrderFilterSchema,
        response: { 200: OrderStatisticsSchema, ...errors },
      },
    },
    async (request) => orderStatistics(app.db, staffOf(request).role, request.query),
  );

  app.get(
    '/api/Orders/admin/new-orders',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'New orders at a glance: how many are still Pending, and the newest order’s id',
        description:
          'The back office polls this to refresh its lists and the menu count when an order arrives (decision 030). ' +
          'The answer carries an ETag and Cache-Control: private, no-cache; send the ETag back in If-None-Match to get ' +
          '304 Not Modified while nothing changed. Every server process answers the same, as it reads the database.',
        response: {
          200: NewOrdersSchema,
          304: z.null().describe('Not Modified: the same as the ETag sent'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const answer = await newOrders(app.db);
      const etag = newOrdersTag(answer);
      // Replaces the plugin's no-store: the browser keeps the answer and asks again with its ETag each time.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (notModified(request, etag)) return reply.code(304).send(null);
      return answer;
    },
  );

  app.get(
    '/api/Orders/admin/status/:status',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'The spec’s orders by status: GET /api/Orders with that status',
        params: z.object({ status: z.enum(ORDER_STATUSES) }),
        querystring: AdminOrderQuerySchema.omit({ status: true }),
        response: { 200: AdminOrderPageSchema, ...errors },
      },
    },
    async (request) => listStaffOrders(app.db, staffOf(request).role, { ...request.query, ...request.params }),
  );

  app.get(
    '/api/Orders/admin/daterange',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'The spec’s orders by date range: GET /api/Orders with startDate and endDate (WIB, inclusive)',
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderPageSchema, ...errors },
      },
    },
    async (request) => listStaffOrders(app.db, staffOf(request).role, request.query),
  );

  app.get(
    '/api/Orders/admin/search',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'The spec’s order search: GET /api/Orders with search=q',
        description: PERSONAL,
        querystring: AdminOrderQuerySchema.omit({ search: true }).extend({
          q: AdminOrderFilterSchema.shape.search,
        }),
        response: { 200: AdminOrderPageSchema, ...errors },
      },
    },
    async (request) => {
      const { q, ...query } = request.query;
      return listStaffOrders(app.db, staffOf(request).role, { ...query, search: q });
    },
  );

  app.get(
    '/api/Orders/export.csv',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Every order the filters match as CSV (orders_{YYYY-MM-DD}.csv), streamed',
        description: `For tools. ${EXPORTED} UTF-8 with a byte order mark, comma-separated, RFC 4180 quoting, CRLF line ends; text a spreadsheet would run as a formula starts with '. English headers; statuses and shipping and payment methods as the API's codes; dates '23 Nov 2026 14.05' (WIB).`,
        querystring: AdminOrderFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders_${shopDate(new Date())}.csv"`)
        .send(Readable.from(orderCsv(app.db, staffOf(request).role, request.query), { objectMode: false })),
  );

  app.get(
    '/api/Orders/export.xlsx',
    {
      onRequest: readOrders,
      schema: {
        tags,
        summary: 'Every order the filters match as an Excel workbook (orders_{YYYY-MM-DD}.xlsx), streamed',
        description: `For people: the CSV's columns and rows in the language Accept-Language asks for (Indonesian unless it prefers English): headers, statuses, shipping and payment methods. ${EXPORTED} Typed cells: order ID and total are numbers (the total formatted as Rupiah), the order date a real date and time in WIB, every other cell text (a phone keeps its leading 0). The header row is frozen and has filters.`,
        querystring: AdminOrderFilterSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="orders_${shopDate(new Date())}.xlsx"`)
        .send(orderXlsx(app.db, staffOf(request).role, request.query, languageOf(request))),
  );
};

export default staffReadRoutes;
