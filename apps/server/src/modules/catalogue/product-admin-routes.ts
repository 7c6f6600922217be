import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductPageSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  ApiErrorSchema,
  DB_INT_MAX,
  encodeMessage,
  IdParamSchema,
  ProductAdminBodySchema,
  ProductImageUploadSchema,
  strictToNumber,
} from '@crabclaw/shared';
import { badRequest } from '../../lib/http-errors.ts';
import { messageFor } from '../../lib/language.ts';
import { requirePermission, staffOf } from '../auth/index.ts';
import { ONE_FILE_UPLOAD, uploadedFile } from '../media/index.ts';
import {
  adminProductPage,
  createProduct,
  deleteProduct,
  getAdminProduct,
  productImageUrl,
  storeProductImage,
  updateProduct,
} from './product-admin-service.ts';

const tags = ['products'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 409: ApiErrorSchema, 413: ApiErrorSchema };
const manage = requirePermission('catalogue.manage');
const read = requirePermission('backOffice.read');
/** A product body may carry a picture as a data URL (older clients): 10 MB of picture is about 13.4 MB of base64. */
const BODY_WITH_PICTURE = 15 * 1024 * 1024;

const INVALID_DELETE_ID = encodeMessage('product.invalidDeleteId');
const DeleteParamsSchema = z.object({
  id: z.preprocess(
    strictToNumber,
    z
      .number({ error: INVALID_DELETE_ID })
      .int(INVALID_DELETE_ID)
      .min(1, INVALID_DELETE_ID)
      .max(DB_INT_MAX, INVALID_DELETE_ID),
  ),
});
const DeletedSchema = z.object({
  message: z.string(),
  hidden: z.boolean().describe('true: orders refer to the product, so it was hidden from the shop, not removed'),
});
const ImageUrlSchema = z.object({ imageKey: z.string().nullable(), imageUrl: z.string().nullable() });

/** Staff writes to products and their pictures (issue 10; back-office.md sections 5, 7 and 8). */
const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: other modules' routes keep refusing multipart bodies.
  await app.register(multipart, ONE_FILE_UPLOAD);
  // The spec's create screen posts a form; urlencoded bodies are read like JSON ones.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_WITH_PICTURE },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/Product/admin',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The staff product list: search, category and status filters, sort, pages',
        description:
          'Search is case-insensitive over name, English name, description, location, barcode and category. Deleted products are left out.',
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductPageSchema, ...errors },
      },
    },
    (request) => adminProductPage(app.db, request.query),
  );

  app.get(
    '/api/Product/admin/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'One product as staff see it: stock, version, English texts, sale unit, picture key',
        params: IdParamSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    (request) => getAdminProduct(app.db, request.params.id),
  );

  app.post(
    '/api/Product',
    {
      onRequest: manage,
      bodyLimit: BODY_WITH_PICTURE,
      schema: {
        tags,
        summary: 'Create a product (JSON or urlencoded form); its slug comes from its name',
        body: ProductAdminBodySchema,
        response: { 201: AdminProductSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await createProduct(app.db, staffOf(request), request.body)),
  );

  app.put(
    '/api/Product/:id',
    {
      onRequest: manage,
      bodyLimit: BODY_WITH_PICTURE,
      schema: {
        tags,
        summary: 'Update a product; with version, a stale edit answers 409 and nothing is written',
        description:
          'Fields left out (stock, sale unit, English texts, flags, picture) keep their values. A new name gives a new slug; the old product URL then redirects (301) to the new one.',
        params: IdParamSchema,
        body: ProductAdminBodySchema,
        response: { 200: AdminProductSchema, ...writeErrors },
      },
    },
    (request) => updateProduct(app.db, staffOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/Product/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Delete a product: removed, or hidden from the shop when orders refer to it',
        params: DeleteParamsSchema,
        response: { 200: DeletedSchema, ...errors },
      },
    },
    async (request) => {
      const { hidden } = await deleteProduct(app.db, staffOf(request), request.params.id);
      return { message: messageFor(request, hidden ? 'product.hidden' : 'product.deleted'), hidden };
    },
  );

  app.post(
    '/api/Product/upload-image',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Upload a product picture (multipart, field file): JPEG, PNG, GIF or WebP, at most 10 MB',
        description:
          'The type is read from the bytes. The picture is turned upright, stripped of metadata and resized (longest side 800 px). Pictures over 40 megapixels are refused.',
        consumes: ['multipart/form-data'],
        response: { 201: ProductImageUploadSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('image.notMultipart');
      const { bytes, name } = await uploadedFile(request);
      return reply.code(201).send(await storeProductImage(app.db, bytes, name));
    },
  );

  app.get(
    '/api/Product/:id/image-url',
    {
      schema: {
        tags,
        summary: "A product's picture key and URL (null when it has none)",
        params: IdParamSchema,
        response: { 200: ImageUrlSchema, ...errors },
      },
    },
    (request) => productImageUrl(app.db, request.params.id),
  );
};

export default productAdminRoutes;
