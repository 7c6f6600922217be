import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, DashboardSchema } from '@crabclaw/shared';
import { requirePermission, staffOf } from '../auth/index.ts';
import { getDashboard } from './service.ts';
import bankAccountNoticeRoutes from './bank-account-notice.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const tags = ['back office'];

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bankAccountNoticeRoutes);
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: requirePermission('backOffice.read'),
      schema: {
        tags,
        summary:
          'Landing figures: orders today, money received this month, pending orders, low stock, 30 days, first-run checklist',
        response: { 200: DashboardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDashboard(app.db, staffOf(request).role);
    },
  );
};

export default dashboardRoutes;
