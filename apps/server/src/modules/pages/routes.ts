import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  SHOP_PAGE_KEYS,
  ShopPageParamsSchema,
  ShopPageSchema,
  ShopPageUpdateSchema,
} from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import { getShopPage, saveShopPage } from './service.ts';

const tags = ['pages'];

/**
 * The shop's own texts (issue 23): company profile, vision and mission, privacy policy, terms of sale. Read by
 * the storefront (cached like the catalogue), written by Owner and Admin (content.manage).
 */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/:key',
    {
      config: { catalogueCache: {} },
      schema: {
        tags,
        summary: `One of the shop's pages (${SHOP_PAGE_KEYS.join(', ')}) in both languages, with its version`,
        params: ShopPageParamsSchema,
        response: { 200: ShopPageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => getShopPage(app.db, request.params.key),
  );

  app.put(
    '/api/pages/:key',
    {
      onRequest: requirePermission('content.manage'),
      schema: {
        tags,
        summary: 'Saves a page in both languages (sanitized); 409 when it changed since `version`',
        params: ShopPageParamsSchema,
        body: ShopPageUpdateSchema,
        response: {
          200: ShopPageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    (request) => saveShopPage(app.db, staffOf(request), request.params.key, request.body),
  );
};

export default pageRoutes;
