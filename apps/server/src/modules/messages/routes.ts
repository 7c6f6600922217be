import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  IdParamSchema,
  MailStatusSchema,
  OrderMessageListSchema,
  OrderMessageParamsSchema,
} from '@crabclaw/shared';
import { requirePermission } from '../auth/index.ts';
import { failedOrderMessages, listOrderMessages, resendOrderMessage } from './service.ts';
import { linkBase } from './worker.ts';

const tags = ['back office'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// The messages name the customer's address and phone: the staff who see customers' personal data.
const seesCustomers = requirePermission('customers.personalData');

/** The order e-mails staff see and send again (issue 25, decision 031). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailConfigured = Boolean(app.config.SMTP_URL);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/Orders/:id/messages',
    {
      onRequest: seesCustomers,
      schema: {
        tags,
        summary:
          'The order’s e-mails, oldest first: what, to whom, queued/sent/failed, when, the last error, and for the customer’s a WhatsApp link with the same text; and WhatsApp shortcuts to the customer that fit the order (staff with customers’ personal data)',
        params: IdParamSchema,
        response: { 200: OrderMessageListSchema, ...errors },
      },
    },
    async (request) => listOrderMessages(app.db, request.params.id, { mailConfigured, baseUrl: linkBase(app) }),
  );

  app.post(
    '/api/Orders/:id/messages/:messageId/resend',
    {
      onRequest: seesCustomers,
      schema: {
        tags,
        summary:
          'Queue the message again under a new Message-ID (the old one stays listed); answers the order’s messages',
        params: OrderMessageParamsSchema,
        response: { 200: OrderMessageListSchema, ...errors },
      },
    },
    async (request) => {
      await resendOrderMessage(app.db, request.params.id, request.params.messageId);
      return listOrderMessages(app.db, request.params.id, { mailConfigured, baseUrl: linkBase(app) });
    },
  );

  app.get(
    '/api/admin/mail-status',
    {
      onRequest: requirePermission('orders.read'),
      schema: {
        tags,
        summary: 'Whether a mail server is configured (SMTP_URL) and the order e-mails that failed, for the dashboard',
        response: { 200: MailStatusSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => ({
      mailConfigured,
      failed: (await failedOrderMessages(app.db)).map((row) => ({ ...row, queuedAt: row.queuedAt.toISOString() })),
    }),
  );
};

export default messageRoutes;
