import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderSchema,
  ApiErrorSchema,
  CancelOrderSchema,
  DeliveryChoiceSchema,
  IdParamSchema,
  UpdateOrderStatusSchema,
  UpdatePaymentStatusSchema,
  UpdateShipmentSchema,
} from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import {
  archiveOrder,
  cancelOrderByStaff,
  restoreOrder,
  updateOrderStatus,
  updatePaymentStatus,
  updateShipment,
} from './order-changes.ts';
import { moveOrderDelivery } from './delivery-slot.ts';

const tags = ['back office'];
const response = {
  200: AdminOrderSchema,
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const ANSWERS =
  'Answers the order with its history (customer and address null for roles without personal data); 409 with the reason as a code, worded in the Accept-Language (id, en), when refused.';

/** What staff do to an order (issue 9): its status and payment status, its delivery slot, cancelling, archiving and restoring. */
const staffActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.put(
    '/api/Orders/:id/status',
    {
      onRequest: requirePermission('orders.updateStatus'),
      schema: {
        tags,
        summary: `Move the order to its next status; Owner and Admin may correct a wrong one with a reason. Cancelling has its own call. ${ANSWERS}`,
        params: IdParamSchema,
        body: UpdateOrderStatusSchema,
        response,
      },
    },
    async (request) => updateOrderStatus(app.db, request.params.id, request.body, staffOf(request)),
  );

  app.put(
    '/api/Orders/:id/shipment',
    {
      onRequest: requirePermission('orders.updateStatus'),
      schema: {
        tags,
        summary: `Correct the courier and waybill number of a Shipped order (staff who move orders along): recorded in the history, shown on the tracking page and invoice, and e-mailed to the customer as 'shipment changed'; 409 when the order is not Shipped or nothing changed. ${ANSWERS}`,
        params: IdParamSchema,
        body: UpdateShipmentSchema,
        response,
      },
    },
    async (request) => updateShipment(app.db, request.params.id, request.body, staffOf(request)),
  );

  app.put(
    '/api/Orders/:id/payment-status',
    {
      onRequest: requirePermission('orders.recordPayment'),
      schema: {
        tags,
        summary: `Record the payment (Owner, Admin, Manager): Paid sets paymentDate on the server, a cancelled order cannot be paid (409), Refunded records the refund of a paid order that was cancelled; Owner and Admin may correct a wrong payment status with a reason. ${ANSWERS}`,
        params: IdParamSchema,
        body: UpdatePaymentStatusSchema,
        response,
      },
    },
    async (request) => updatePaymentStatus(app.db, request.params.id, request.body, staffOf(request)),
  );

  app.put(
    '/api/Orders/:id/cancel',
    {
      onRequest: requirePermission('orders.manage'),
      schema: {
        tags,
        summary: `Cancel a Pending or Processing order with a reason; its stock goes back once. ${ANSWERS}`,
        params: IdParamSchema,
        body: CancelOrderSchema,
        response,
      },
    },
    async (request) => cancelOrderByStaff(app.db, request.params.id, request.body, staffOf(request)),
  );

  app.put(
    '/api/admin/orders/:id/delivery',
    {
      onRequest: requirePermission('orders.manage'),
      schema: {
        tags,
        summary: `Move the order to another delivery day and window (a customer called): the same rules and capacity as checkout, the old place given back, a 'delivery' history entry; refused for a cancelled or completed order. ${ANSWERS}`,
        params: IdParamSchema,
        body: DeliveryChoiceSchema,
        response,
      },
    },
    async (request) => moveOrderDelivery(app.db, request.params.id, request.body, staffOf(request)),
  );

  app.delete(
    '/api/Orders/:id',
    {
      onRequest: requirePermission('orders.correct'),
      schema: {
        tags,
        summary: `Archive the order (the spec's delete, undoable): it leaves lists and statistics, keeps its stock, and cannot change until restored. ${ANSWERS}`,
        params: IdParamSchema,
        response,
      },
    },
    async (request) => archiveOrder(app.db, request.params.id, staffOf(request)),
  );

  app.put(
    '/api/Orders/:id/restore',
    {
      onRequest: requirePermission('orders.correct'),
      schema: {
        tags,
        summary: `Bring an archived order back into lists and statistics. ${ANSWERS}`,
        params: IdParamSchema,
        response,
      },
    },
    async (request) => restoreOrder(app.db, request.params.id, staffOf(request)),
  );
};

export default staffActionRoutes;
