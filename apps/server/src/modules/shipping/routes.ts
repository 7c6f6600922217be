import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ShippingSettingsSchema, ShippingSettingsViewSchema } from '@crabclaw/shared';
import { requirePermission } from '../auth/index.ts';
import { readShippingSettings, saveShippingSettings } from './settings-service.ts';

const tags = ['shipping'];
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The back office's shipping settings (/app/shipping): staff who edit the shop's settings (settings.manage). */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/shipping',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary: 'The shipping methods with their names, days, reach, cold-box fee and prices by zone and weight band',
        response: { 200: ShippingSettingsViewSchema, ...errors },
      },
    },
    () => readShippingSettings(app.db),
  );

  app.put(
    '/api/admin/shipping',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        tags,
        summary:
          'Replaces the shipping settings: the four methods (each may be switched off), the zones, and each ' +
          'method’s bands per zone (sorted lightest first; the same limit twice is refused). Checkout and new ' +
          'orders are priced from them at once; placed orders keep what they were charged.',
        body: ShippingSettingsSchema,
        response: { 200: ShippingSettingsViewSchema, 400: ApiErrorSchema, ...errors },
      },
    },
    (request) => saveShippingSettings(app.db, request.body),
  );
};

export default shippingRoutes;
