import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderSchema,
  ApiErrorSchema,
  can,
  EditOrderLinesSchema,
  IdParamSchema,
  OrderCustomerListSchema,
  OrderCustomerQuerySchema,
  StaffOrderSchema,
} from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import { findOrderCustomers } from './customer-list.ts';
import { editOrderLines } from './edit-order-lines.ts';
import { placeOrder } from './place-order.ts';
import { IdempotencyHeadersSchema } from './routes.ts';
import { orderForStaff } from './staff-order-access.ts';

const tags = ['back office'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};
// Taking an order down and changing it is handling orders: Owner, Admin and Manager (orders.manage).
const manageOrders = requirePermission('orders.manage');

/** Orders staff take down from a phone call or a chat, and changes to an unpaid order (issue 26). */
const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/admin/orders',
    {
      onRequest: manageOrders,
      schema: {
        tags,
        summary:
          'Take an order down for a customer (Owner, Admin, Manager): the body of /api/Orders/create with its channel (phone or whatsapp) and optional paid: true. The storefront’s placement steps and messages apply; prices come from the catalogue. The history opens with who took it down (placed). paid: true writes it Paid with the payment date, and the unpaid-order caps do not apply to it. The customer’s order e-mail goes as for a web order. Answers the staff view of the new order (201); a repeated Idempotency-Key answers the first one (200).',
        headers: IdempotencyHeadersSchema,
        body: StaffOrderSchema,
        response: { 200: AdminOrderSchema, 201: AdminOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { channel, paid = false, ...order } = request.body;
      // The customer reads the shop's e-mails in the shop's language: a staff member's screen language is theirs.
      const placed = await placeOrder(app.db, order, {
        idempotencyKey: request.headers['idempotency-key'],
        channel,
        paid,
        takenBy: staff,
      });
      reply.code(placed.created ? 201 : 200);
      return orderForStaff(app.db, placed.order.orderId, staff.role);
    },
  );

  app.get(
    '/api/admin/orders/customers',
    {
      onRequest: manageOrders,
      schema: {
        tags,
        summary:
          'Earlier customers to fill an order with (Owner, Admin, Manager): the 5 most recent matching the search, with the details of their latest order. Owner and Admin find them by part of the name, e-mail or phone; Manager only by the exact e-mail or phone number (docs/personal-data.md).',
        querystring: OrderCustomerQuerySchema,
        response: { 200: OrderCustomerListSchema, ...errors },
      },
    },
    async (request) => {
      const exact = !can(staffOf(request).role, 'customers.personalData');
      return findOrderCustomers(app.db, request.query.search, { exact });
    },
  );

  app.put(
    '/api/admin/orders/:id/lines',
    {
      onRequest: manageOrders,
      schema: {
        tags,
        summary:
          'Change the lines, quantities, shipping method and note of an unpaid order not yet shipped (Owner, Admin, Manager): stock moves by the difference, the server prices it again (kept lines keep their price, new products at today’s), number and access token stay, the history records before and after (lines). A paid, shipped, cancelled or archived order answers 409 with the reason.',
        params: IdParamSchema,
        body: EditOrderLinesSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) => editOrderLines(app.db, request.params.id, request.body, staffOf(request)),
  );
};

export default staffOrderRoutes;
