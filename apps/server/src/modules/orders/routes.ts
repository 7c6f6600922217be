import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CheckoutOptionsSchema,
  CreateOrderSchema,
  estimatedDays,
  IdParamSchema,
  OrderSchema,
  PAYMENT_METHODS,
  PlacedOrderSchema,
  PROVINCES,
  SHIPPING_METHODS,
  TrackedOrderSchema,
  TrackOrderSchema,
} from '@crabclaw/shared';
import { listGeneralParameters } from '../catalogue/index.ts';
import { orderForCustomer, trackOrder } from './customer-access.ts';
import { renderInvoice } from './invoice.ts';
import { placeOrder } from './place-order.ts';
import { languageOf } from './refusals.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });
const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().min(16, 'Idempotency-Key needs at least 16 characters').max(100).optional(),
});
/** Per client and minute: enough for a shop, too few to guess order numbers or flood the stock. */
const PLACE_LIMIT = { max: 20, timeWindow: '1 minute' };
const TRACK_LIMIT = { max: 10, timeWindow: '1 minute' };

const CHECKOUT_OPTIONS = {
  shippingMethods: SHIPPING_METHODS.map((m) => ({
    id: m.id,
    name: m.name,
    price: m.price,
    estimatedDays: estimatedDays(m),
  })),
  paymentMethods: PAYMENT_METHODS.map((m) => ({ id: m.id, name: m.name, fee: m.fee })),
  provinces: [...PROVINCES],
};

/** Checkout and the customer's own orders (storefront 7); staff order management comes with the back office. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/checkout/options',
    {
      schema: {
        tags: ['orders'],
        summary: 'Shipping methods, payment methods and provinces, with prices and fees',
        response: { 200: CheckoutOptionsSchema },
      },
    },
    async () => CHECKOUT_OPTIONS,
  );

  app.post(
    '/api/Orders/create',
    {
      config: { rateLimit: PLACE_LIMIT },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order; prices, totals and stock come from the server. A repeated Idempotency-Key returns the first order.',
        headers: IdempotencyHeadersSchema,
        body: CreateOrderSchema,
        response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(app.db, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        language: languageOf(request.headers['accept-language']),
      });
      reply.header('cache-control', 'no-store').code(placed.created ? 201 : 200);
      return {
        success: true as const,
        message: 'Pesanan berhasil dibuat',
        data: { ...placed.order, accessToken: placed.accessToken },
      };
    },
  );

  app.post(
    '/api/Orders/track',
    {
      config: { rateLimit: TRACK_LIMIT },
      schema: {
        tags: ['orders'],
        summary: 'Find an order by its number and the e-mail or phone it was placed with',
        body: TrackOrderSchema,
        response: { 200: TrackedOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return trackOrder(app.db, request.body);
    },
  );

  app.get(
    '/api/Orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "The customer's order; needs the access token from placing it (query token or X-Order-Token header)",
        params: IdParamSchema,
        querystring: TokenQuerySchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderForCustomer(
        app.db,
        request.params.id,
        request.query.token ?? headerToken(request.headers['x-order-token']),
      );
    },
  );

  app.get(
    '/api/Orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order as a PDF invoice (Invoice-{orderNumber}.pdf); needs the access token',
        params: IdParamSchema,
        querystring: TokenQuerySchema,
      },
    },
    async (request, reply) => {
      const order = await orderForCustomer(
        app.db,
        request.params.id,
        request.query.token ?? headerToken(request.headers['x-order-token']),
      );
      const pdf = await renderInvoice(order, await listGeneralParameters(app.db));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="Invoice-${order.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

function headerToken(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default orderRoutes;
