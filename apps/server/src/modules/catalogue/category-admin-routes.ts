import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategoryPageSchema,
  AdminCategoryQuerySchema,
  AdminCategorySchema,
  ApiErrorSchema,
  CATEGORY_IMAGE_MAX_BYTES,
  CategoryAdminSchema,
  CategoryStatusSchema,
  IdParamSchema,
  queryInteger,
} from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import {
  adminCategoryPage,
  createCategory,
  deleteCategory,
  getAdminCategory,
  setCategoryPopular,
  updateCategory,
} from './category-admin-service.ts';

const tags = ['categories'];
const readErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...readErrors, 409: ApiErrorSchema, 413: ApiErrorSchema };
/** Room for one 10 MB picture sent as a data URL (base64 is a third larger) and the texts. */
const WRITE_BODY_LIMIT = Math.ceil((CATEGORY_IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;
const CategoryIdParamSchema = z.object({ categoryID: queryInteger(1) });

/**
 * Category management (back-office sections 2 and 7: /api/CrabClawCategories). The public reads stay in
 * routes.ts; these are the staff list and the writes, which catalogue.manage may make (Manager and above).
 */
const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requirePermission('backOffice.read');
  const manage = requirePermission('catalogue.manage');

  app.get(
    '/api/CrabClawCategories/admin',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The staff category list: searched, sorted and paged by the server, with product counts',
        querystring: AdminCategoryQuerySchema,
        response: { 200: AdminCategoryPageSchema, ...readErrors },
      },
    },
    (request) => adminCategoryPage(app.db, request.query),
  );

  app.get(
    '/api/CrabClawCategories/admin/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'One category as staff see it, with its version for editing',
        params: IdParamSchema,
        response: { 200: AdminCategorySchema, ...readErrors },
      },
    },
    (request) => getAdminCategory(app.db, request.params.id),
  );

  app.post(
    '/api/CrabClawCategories',
    {
      onRequest: manage,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Adds a category; its slug comes from the name; imageKey or a data URL gives its picture',
        body: CategoryAdminSchema,
        response: { 201: AdminCategorySchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(app.db, staffOf(request), request.body)),
  );

  app.put(
    '/api/CrabClawCategories/:categoryID',
    {
      onRequest: manage,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Saves the full category; with version, 409 when someone saved in between',
        params: CategoryIdParamSchema,
        body: CategoryAdminSchema,
        response: { 200: AdminCategorySchema, ...writeErrors },
      },
    },
    (request) => updateCategory(app.db, staffOf(request), request.params.categoryID, request.body),
  );

  app.patch(
    '/api/CrabClawCategories/:id/status',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Flags a category popular or regular',
        params: IdParamSchema,
        body: CategoryStatusSchema,
        response: { 200: AdminCategorySchema, ...writeErrors },
      },
    },
    (request) => setCategoryPopular(app.db, staffOf(request), request.params.id, request.body.isPopular),
  );

  app.delete(
    '/api/CrabClawCategories/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Deletes a category; 409 while it still has products',
        params: IdParamSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.db, staffOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default categoryAdminRoutes;
