import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CustomerOrderSchema,
  IdParamSchema,
  OnlinePaymentSchema,
  OrderPaymentsSchema,
  PaymentGatewaySchema,
} from '@crabclaw/shared';
import { conflict, HttpError } from '../../lib/http-errors.ts';
import { publicBaseUrl } from '../../lib/public-origin.ts';
import { requirePermission } from '../auth/index.ts';
import { customerToken, orderForCustomer, TokenQuerySchema } from '../orders/index.ts';
import { applyEvent } from './apply-event.ts';
import { onlinePaymentOf, startPayment } from './attempts.ts';
import { orderPayments } from './order-payments.ts';
import { reconcileOrder } from './reconcile.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * Where the gateway's page sends the customer back: the tracking page opening this order, the link the
 * order e-mail carries (Midtrans adds order_id, status_code and transaction_status, which are never trusted:
 * the page asks the shop, which asks Midtrans).
 */
export function finishUrl(base: string, orderId: number, accessToken: string) {
  return `${base}/public/orders?id=${orderId}&token=${encodeURIComponent(accessToken)}`;
}

/** Online payment (issue 28): the gateway's notifications, the customer's tries and checks, and staff's view. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = () => {
    if (!app.paymentGateway) throw conflict('payment.onlineUnavailable');
    return app.paymentGateway;
  };

  app.post(
    '/api/payments/midtrans/notification',
    {
      schema: {
        tags: ['payments'],
        summary: 'Midtrans HTTP notification (set as the Payment Notification URL in Midtrans’ dashboard)',
        description:
          'Checks signature_key = SHA512(order_id + status_code + gross_amount + server key) in constant time (401, nothing changed, when it does not match) and that gross_amount is the payment’s amount (400); stores the event once (a repeat answers 200 and changes nothing) and moves the payment forward only; settlement, or capture accepted by the fraud check, marks the order Paid. An order_id the shop does not know answers 200, so Midtrans stops retrying. 409 when Midtrans is not configured.',
        body: z.unknown(),
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }), ...errors, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const provider = gateway();
      const event = provider.verifyNotification(request.body);
      if (event === null) {
        request.log.warn('a payment notification with a wrong signature was refused');
        throw new HttpError(401, 'payment.signatureInvalid');
      }
      const outcome = await applyEvent(app.db, provider, event, 'notification');
      if (outcome === 'amountMismatch') {
        request.log.warn({ reference: event.reference }, 'a payment notification with another amount was refused');
        throw new HttpError(400, 'payment.amountMismatch');
      }
      if (outcome === 'unknown')
        request.log.warn({ reference: event.reference }, 'a payment notification for no attempt of the shop');
      return { received: true as const, outcome };
    },
  );

  app.post(
    '/api/payments/orders/:id/start',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay an online order again: a new payment page when the last try failed, expired or could not start',
        description:
          'With the order’s access token (query token or X-Order-Token header). An attempt still open is answered as it is; 409 when the order does not wait for a payment, is not paid online, its payment window is over, or the shop has no gateway.',
        params: IdParamSchema,
        querystring: TokenQuerySchema,
        response: { 200: OnlinePaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = customerToken(request);
      const order = await orderForCustomer(app.db, request.params.id, token);
      return startPayment(app.db, {
        provider: gateway(),
        order,
        finishUrl: finishUrl(publicBaseUrl(request), order.orderId, token!),
        log: request.log,
      });
    },
  );

  app.post(
    '/api/payments/orders/:id/check',
    {
      schema: {
        tags: ['payments'],
        summary: 'Back from the payment page: the shop asks Midtrans for the payment’s status, then answers the order',
        description:
          'With the order’s access token. A lost notification is made up for here; the gateway is asked at most every few seconds per payment.',
        params: IdParamSchema,
        querystring: TokenQuerySchema,
        response: { 200: CustomerOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = customerToken(request);
      const order = await orderForCustomer(app.db, request.params.id, token);
      if (order.paymentMethod.id !== 'online') throw conflict('payment.notOnline');
      await reconcileOrder(app.db, gateway(), order.orderId);
      const now = await orderForCustomer(app.db, order.orderId, token);
      return { ...now, onlinePayment: await onlinePaymentOf(app.db, now) };
    },
  );

  app.get(
    '/api/Orders/:id/payments',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags: ['back office'],
        summary: 'The order’s online payment attempts with every notification and status reading, oldest first',
        params: IdParamSchema,
        response: { 200: OrderPaymentsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderPayments(app.db, request.params.id);
    },
  );

  app.get(
    '/api/admin/payment-gateway',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags: ['back office'],
        summary: 'Whether online payment (Midtrans) is configured, and in which mode; the keys are never answered',
        response: { 200: PaymentGatewaySchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => ({
      provider: 'midtrans' as const,
      configured: app.paymentGateway !== null,
      mode: app.paymentGateway?.mode ?? null,
    }),
  );
};

export default paymentRoutes;
