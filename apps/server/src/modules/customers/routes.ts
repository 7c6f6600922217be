import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, CustomerPageSchema, CustomerQuerySchema } from '@crabclaw/shared';
import { requirePermission } from '../auth/index.ts';
import { listCustomers } from '../orders/index.ts';

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/customers',
    {
      onRequest: requirePermission('customers.read'),
      schema: {
        tags: ['back office'],
        summary: 'Customers built from orders (owners only), searchable by name, e-mail or phone',
        querystring: CustomerQuerySchema,
        response: { 200: CustomerPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCustomers(app.db, request.query);
    },
  );
};

export default customerRoutes;
