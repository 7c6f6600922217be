import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContactMessagePageSchema,
  AdminContactMessageQuerySchema,
  AdminContactMessageSchema,
  ApiErrorSchema,
  ContactMessageCountsSchema,
  ContactMessageHandledSchema,
  IdParamSchema,
} from '@crabclaw/shared';
import { requirePermission } from '../auth/index.ts';
import {
  contactMessageCounts,
  listContactMessages,
  markContactMessageRead,
  setContactMessageHandled,
} from './contact-messages-service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const tags = ['back office'];
// Reading holds the senders' details and changes the unread state, so it needs the same right as handling.
const guard = requirePermission('contact.manage');

/** The storefront's contact messages in the back office (issue 9): Manager and above. */
const contactMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Contact messages, unread first and then newest first',
        querystring: AdminContactMessageQuerySchema,
        response: { 200: AdminContactMessagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listContactMessages(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/contact-messages/counts',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'How many contact messages are unread and how many are not handled yet',
        response: { 200: ContactMessageCountsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return contactMessageCounts(app.db);
    },
  );

  app.put(
    '/api/admin/contact-messages/:id/read',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Marks a contact message read (the first time only; again changes nothing)',
        params: IdParamSchema,
        response: { 200: AdminContactMessageSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => markContactMessageRead(app.db, request.params.id),
  );

  app.put(
    '/api/admin/contact-messages/:id/handled',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Marks a contact message handled, or open again; either marks it read',
        params: IdParamSchema,
        body: ContactMessageHandledSchema,
        response: { 200: AdminContactMessageSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => setContactMessageHandled(app.db, request.params.id, request.body.handled),
  );
};

export default contactMessageRoutes;
