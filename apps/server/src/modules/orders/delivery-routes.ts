import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  BulkStatusChangeSchema,
  BulkStatusResultSchema,
  DeliveryDayParamsSchema,
  DeliveryDaySchema,
} from '@crabclaw/shared';
import { languageOf } from '../../lib/language.ts';
import { requirePermission, staffOf } from '../auth/index.ts';
import { changeStatuses, deliveryDay } from './deliveries.ts';

const tags = ['back office'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The day's work (issue 27): the orders to deliver on a day, what to fetch for them, and moving many at once. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/deliveries/:date',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary: 'The orders to deliver on a day (WIB) by time window, and the day’s picking list (all staff)',
        description:
          'Orders with that delivery date, archived ones left out, grouped by the window the customer chose, in the order of the windows’ times; each order as GET /api/Orders/{id} answers it (name, phone, address and note null for roles that do not see where orders go). Cancelled orders stay in their window. The picking list sums each product’s quantity over the orders not cancelled, per sale unit as sold (kilograms, packs, pieces). Orders without a delivery slot are not here.',
        params: DeliveryDayParamsSchema,
        response: { 200: DeliveryDaySchema, ...errors },
      },
    },
    async (request) => deliveryDay(app.db, request.params.date, staffOf(request)),
  );

  app.post(
    '/api/admin/orders/status',
    {
      onRequest: requirePermission('orders.updateStatus'),
      schema: {
        tags,
        summary: 'Move several orders to Processing or Shipped at once (staff who move orders along)',
        description:
          'Each order goes through PUT /api/Orders/{id}/status in its own transaction: the same rules, history entry and customer e-mail, and Shipped takes the optional courier for all of them. An order the single change would refuse stays as it was and is listed under refused with that reason (worded in the Accept-Language); the others change. 400 when the body is invalid (1 to 100 different ids), and then nothing changes.',
        body: BulkStatusChangeSchema,
        response: { 200: BulkStatusResultSchema, ...errors },
      },
    },
    async (request) => changeStatuses(app.db, request.body, staffOf(request), languageOf(request)),
  );
};

export default deliveryRoutes;
