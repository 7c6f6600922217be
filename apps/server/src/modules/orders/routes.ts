import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminOrderSchema,
  ApiErrorSchema,
  CheckoutOptionsSchema,
  CreateOrderSchema,
  CustomerOrderSchema,
  encodeMessage,
  estimatedDays,
  IdParamSchema,
  PAYMENT_METHODS,
  PlacedOrderSchema,
  servedProvinces,
  type ShippingSettings,
  TrackedOrderSchema,
  TrackOrderSchema,
  WhatsAppPlacedOrderSchema,
  whatsAppOrderNumber,
  type CreateOrder,
  type OnlinePayment,
  type TrackOrder,
} from '@crabclaw/shared';
import { languageOf, messageFor } from '../../lib/language.ts';
import { listGeneralParameters } from '../catalogue/index.ts';
import { readShippingSettings } from '../shipping/index.ts';
import { linkBase } from '../messages/index.ts';
import { customerToken, orderForCustomer, TokenQuerySchema, trackOrder } from './customer-access.ts';
import { deliveryAreaOf } from './delivery-check.ts';
import { renderInvoice } from './invoice.ts';
import { placeOrder, type PlacedOrder } from './place-order.ts';
import { placeWhatsAppOrder } from './whatsapp-order.ts';
import { invoiceOrderForStaff, orderForStaff, staffReader } from './staff-order-access.ts';
import reportRoutes from './report-routes.ts';
import staffReadRoutes from './staff-read-routes.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { publicBaseUrl } from '../../lib/public-origin.ts';
import { finishUrl, onlinePaymentOf, startPayment } from '../payments/index.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(16, encodeMessage('order.keyTooShort', { min: 16 }))
    .max(100)
    .optional(),
});

// Checkout and WhatsApp orders count against one budget per address: a second door is no second allowance.
const PLACE_ORDER_LIMIT = { ...LIMITS.placeOrder, groupId: 'placeOrder' };

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((m) => ({ id: m.id, name: m.name, fee: m.fee }));

/** What checkout needs to price a cart as placeOrder will (quoteShipping): the active methods and the zones. */
function shippingOptions(settings: ShippingSettings) {
  return {
    shippingMethods: settings.methods
      .filter((method) => method.active)
      .map((method) => ({
        ...method,
        name: method.nameId,
        // What it costs from; a method priced nowhere yet is offered nowhere (quoteShipping).
        price: method.rates.length > 0 ? Math.min(...method.rates.map((rate) => rate.price)) : 0,
        estimatedDays: estimatedDays(method),
      })),
    shippingZones: settings.zones,
    provinces: servedProvinces(settings),
  };
}

/** Checkout and the customer's own orders (storefront 7); reading one order serves staff too. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Staff order reads and the order reports come with the module's routes (index.ts registers this plugin).
  await app.register(staffReadRoutes);
  await app.register(reportRoutes);

  app.get(
    '/api/checkout/options',
    {
      // Kept like the catalogue's reads: the shop's pages state its delivery times from it, and a page is kept only
      // when all it read was (decision 021). Saving the shipping settings or a parameter drops it.
      config: { catalogueCache: {} },
      schema: {
        tags: ['orders'],
        summary:
          'Shipping methods with their prices by zone and weight band (as the shop set them), the zones, the provinces ' +
          'served, payment methods with their fees, and the delivery area',
        response: { 200: CheckoutOptionsSchema },
      },
    },
    async () => {
      const [shipping, parameters] = await Promise.all([readShippingSettings(app.db), listGeneralParameters(app.db)]);
      return {
        ...shippingOptions(shipping),
        deliveryArea: deliveryAreaOf(parameters),
        // The online method only while a gateway is configured (issue 28).
        paymentMethods: PAYMENT_OPTIONS.filter((m) => m.id !== 'online' || app.paymentGateway),
        orderEmails: Boolean(app.config.SMTP_URL),
        whatsAppOrders: whatsAppOrderNumber(parameters) !== null,
      };
    },
  );

  app.post(
    '/api/Orders/create',
    {
      config: { rateLimit: PLACE_ORDER_LIMIT },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order; prices, totals and stock come from the server. A repeated Idempotency-Key returns the first order; with a different request it answers 422.',
        headers: IdempotencyHeadersSchema,
        body: CreateOrderSchema,
        response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema, ...errors, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      refuseOnlineWithoutGateway(request.body);
      const placed = await placeOrder(app.db, request.body, placing(request));
      return placedAnswer(request, reply, placed, await payOnline(request, placed));
    },
  );

  app.post(
    '/api/Orders/whatsapp',
    {
      config: { rateLimit: PLACE_ORDER_LIMIT },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order the customer sends the shop by WhatsApp: the same body, rules and idempotency as /api/Orders/create, channel whatsapp; answers the order and the message to open at wa.me. 409 while parameter 009 holds no number.',
        headers: IdempotencyHeadersSchema,
        body: CreateOrderSchema,
        response: { 200: WhatsAppPlacedOrderSchema, 201: WhatsAppPlacedOrderSchema, ...errors, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      refuseOnlineWithoutGateway(request.body);
      const placed = await placeWhatsAppOrder(app.db, request.body, { ...placing(request), baseUrl: linkBase(app) });
      return {
        ...placedAnswer(request, reply, placed, await payOnline(request, placed)),
        whatsApp: placed.whatsApp,
      };
    },
  );

  /** An order paid online needs a gateway to pay through (issue 28): refused before anything is placed. */
  function refuseOnlineWithoutGateway(order: CreateOrder) {
    if (order.paymentMethod.id === 'online' && !app.paymentGateway) {
      throw badRequest('payment.onlineUnavailable', { paymentMethod: 'payment.onlineUnavailable' });
    }
  }

  /**
   * A new order paid online starts its payment at the gateway after the order committed: a gateway that fails
   * leaves a placed order to pay again. A repeated request answers the payment its first one started.
   */
  async function payOnline(request: FastifyRequest, placed: PlacedOrder) {
    if (placed.order.paymentMethod.id !== 'online' || !placed.created) return onlinePaymentOf(app.db, placed.order);
    return startPayment(app.db, {
      provider: app.paymentGateway!,
      order: placed.order,
      finishUrl: finishUrl(publicBaseUrl(request), placed.order.orderId, placed.accessToken),
      log: request.log,
    });
  }

  app.post(
    '/api/Orders/track',
    {
      config: { rateLimit: LIMITS.trackOrder },
      preHandler: app.limitPer<TrackOrder>('order', LIMITS.trackOneOrder, (body) => body.orderNumber.toUpperCase()),
      schema: {
        tags: ['orders'],
        summary: 'Find an order by its number and the e-mail or phone it was placed with',
        body: TrackOrderSchema,
        response: { 200: TrackedOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tracked = await trackOrder(app.db, request.body);
      return { ...tracked, onlinePayment: await onlinePaymentOf(app.db, tracked) };
    },
  );

  app.get(
    '/api/Orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order: the customer’s with its access token, the staff view for signed-in staff',
        description:
          'With the access token from placing the order (query token or X-Order-Token header): the customer’s Order. Without one, for signed-in staff with orders.read: the AdminOrder, with history, archive state and payment deadline (customer and address null for roles that do not see customers’ data). Anyone else: 404, as for a wrong token.',
        params: IdParamSchema,
        querystring: TokenQuerySchema,
        response: { 200: z.union([AdminOrderSchema, CustomerOrderSchema]), ...errors, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = customerToken(request);
      const staff = token === undefined ? await staffReader(request, reply) : null;
      if (staff) return orderForStaff(app.db, request.params.id, staff.role);
      const order = await orderForCustomer(app.db, request.params.id, token);
      return { ...order, onlinePayment: await onlinePaymentOf(app.db, order) };
    },
  );

  app.get(
    '/api/Orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order as a PDF invoice (Invoice-{orderNumber}.pdf), for its customer or for staff',
        description:
          'With the access token: the customer’s invoice. Without one, for signed-in staff with orders.read: the same invoice, with customer and address shown as hidden to roles that do not see customers’ data. Anyone else: 404.',
        params: IdParamSchema,
        querystring: TokenQuerySchema,
      },
    },
    async (request, reply) => {
      const token = customerToken(request);
      const staff = token === undefined ? await staffReader(request, reply) : null;
      const order = staff
        ? await invoiceOrderForStaff(app.db, request.params.id, staff.role)
        : await orderForCustomer(app.db, request.params.id, token);
      const pdf = await renderInvoice(order, await listGeneralParameters(app.db));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="Invoice-${order.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/** How an order request is placed: its Idempotency-Key and the language its e-mails (and texts) are written in. */
function placing(request: FastifyRequest) {
  const key = request.headers['idempotency-key'];
  return { idempotencyKey: Array.isArray(key) ? key[0] : key, language: languageOf(request) };
}

/** A placed order's answer: 201 for a new one, 200 for the first order of a repeated Idempotency-Key. */
function placedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  placed: PlacedOrder,
  onlinePayment: OnlinePayment | null,
) {
  reply.header('cache-control', 'no-store').code(placed.created ? 201 : 200);
  return {
    success: true as const,
    message: messageFor(request, 'order.placed'),
    data: { ...placed.order, onlinePayment, accessToken: placed.accessToken },
  };
}

export default orderRoutes;
