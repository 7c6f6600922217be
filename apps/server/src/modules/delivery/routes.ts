import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, DeliverySlotSettingsSchema, DeliverySlotsSchema } from '@crabclaw/shared';
import { requirePermission } from '../auth/index.ts';
import { deliverySlots, readDeliverySlotSettings, saveDeliverySlotSettings } from './service.ts';

const tags = ['delivery'];
const staffErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Delivery slots (issue 27): the open windows for checkout, and the settings staff edit. */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/delivery/slots',
    {
      schema: {
        tags,
        summary: 'The delivery windows open now (WIB) for the coming days, with the places left; full ones left out',
        description:
          'For orders by a method that reaches only the delivery area (the Fresh Courier): POST /api/Orders/create ' +
          'then takes `delivery: { date, window }` from one of these. Not cached: `remaining` changes with each order.',
        response: { 200: DeliverySlotsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { slots: await deliverySlots(app.db, new Date()) };
    },
  );

  app.get(
    '/api/admin/delivery-slots',
    {
      onRequest: requirePermission('settings.deliverySlots'),
      schema: {
        tags,
        summary: 'The delivery slot settings: windows, delivery weekdays, closed dates, days ahead',
        response: { 200: DeliverySlotSettingsSchema, ...staffErrors },
      },
    },
    () => readDeliverySlotSettings(app.db),
  );

  app.put(
    '/api/admin/delivery-slots',
    {
      onRequest: requirePermission('settings.deliverySlots'),
      schema: {
        tags,
        summary: 'Saves the delivery slot settings whole; orders already placed keep their slot',
        body: DeliverySlotSettingsSchema,
        response: { 200: DeliverySlotSettingsSchema, 400: ApiErrorSchema, ...staffErrors },
      },
    },
    (request) => saveDeliverySlotSettings(app.db, request.body),
  );
};

export default deliveryRoutes;
