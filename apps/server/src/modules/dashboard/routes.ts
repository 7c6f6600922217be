import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, DashboardSchema, StaffOrderPageSchema, StaffPageQuerySchema } from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import { getDashboard, listStaffOrders } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const tags = ['back office'];

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requirePermission('backOffice.read'),
      schema: {
        tags,
        summary: 'Landing figures: orders today, revenue, pending, low stock, 30 days',
        response: { 200: DashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDashboard(app.db, staffOf(request).role);
    },
  );

  app.get(
    '/api/admin/dashboard/orders',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary: 'Orders newest first, paginated (read-only staff list); customers named to Owner and Admin only',
        querystring: StaffPageQuerySchema,
        response: { 200: StaffOrderPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listStaffOrders(app.db, staffOf(request).role, request.query);
    },
  );
};

export default dashboardRoutes;
