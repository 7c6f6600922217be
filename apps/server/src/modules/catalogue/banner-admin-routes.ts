import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBannerPageSchema,
  AdminBannerQuerySchema,
  AdminBannerSchema,
  ApiErrorSchema,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGES_MAX,
  BannerCreateSchema,
  BannerDisplayOrderSchema,
  BannerTypeParamSchema,
  BannerUpdateSchema,
  IdParamSchema,
} from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import {
  bannersOfType,
  createBanner,
  deleteBanner,
  listBanners,
  toggleBanner,
  updateBanner,
  updateDisplayOrder,
} from './banner-admin-service.ts';

const tags = ['banners'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 409: ApiErrorSchema, 413: ApiErrorSchema };
const read = requirePermission('backOffice.read');
const manage = requirePermission('catalogue.manage');
/** Four pictures of 10 MB as base64 (a third larger) and the texts around them. */
const WRITE_BODY_LIMIT = Math.ceil((BANNER_IMAGES_MAX * BANNER_IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

/**
 * Banner management for staff (back-office.md section 7, Banners). The public reads (GET /active and
 * GET /{id}) live in routes.ts; these list every banner, hidden and scheduled ones included.
 */
const bannerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/Banner',
    {
      onRequest: read,
      schema: {
        tags,
        summary:
          'Staff banner list: filtered, searched (title, subtitle, description, tags) and paged, in display order',
        querystring: AdminBannerQuerySchema,
        response: { 200: AdminBannerPageSchema, ...errors },
      },
    },
    (request) => listBanners(app.db, request.query),
  );

  app.get(
    '/api/Banner/by-type/:type',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Every banner of one type, in display order',
        params: BannerTypeParamSchema,
        response: { 200: z.array(AdminBannerSchema), ...errors },
      },
    },
    (request) => bannersOfType(app.db, request.params.type),
  );

  app.post(
    '/api/Banner',
    {
      onRequest: manage,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Creates a banner; markup is sanitized, pictures are processed (longest side 1920 px)',
        body: BannerCreateSchema,
        response: { 201: AdminBannerSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createBanner(app.db, staffOf(request), request.body)),
  );

  app.patch(
    '/api/Banner/update-display-order',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Sets the display order of several banners in one transaction',
        body: BannerDisplayOrderSchema,
        response: { 200: z.array(AdminBannerSchema), ...errors },
      },
    },
    (request) => updateDisplayOrder(app.db, staffOf(request), request.body),
  );

  app.put(
    '/api/Banner/:id',
    {
      onRequest: manage,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replaces a banner (images: existing ones then new ones); 409 when someone saved in between',
        params: IdParamSchema,
        body: BannerUpdateSchema,
        response: { 200: AdminBannerSchema, ...writeErrors },
      },
    },
    (request) => updateBanner(app.db, staffOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/Banner/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Deletes a banner',
        params: IdParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBanner(app.db, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [path, flag, summary] of [
    ['toggle-status', 'isActive', 'Switches a banner between Active and Inactive; answers the banner'],
    ['toggle-visibility', 'isVisible', 'Switches a banner between Visible and Hidden; answers the banner'],
  ] as const) {
    app.patch(
      `/api/Banner/:id/${path}`,
      {
        onRequest: manage,
        schema: { tags, summary, params: IdParamSchema, response: { 200: AdminBannerSchema, ...errors } },
      },
      (request) => toggleBanner(app.db, staffOf(request), request.params.id, flag),
    );
  }
};

export default bannerAdminRoutes;
