import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ContactMessageSchema, ContactReceivedSchema, type ContactMessage } from '@crabclaw/shared';
import { categoriesWithProductCount, listGeneralParameters } from '../catalogue/index.ts';
import { renderBrochure } from './brochure.ts';
import { receiveContactMessage } from './contact-service.ts';
import { messageFor } from '../../lib/language.ts';
import { LIMITS } from '../../plugins/rate-limits.ts';

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: LIMITS.contact },
      preHandler: app.limitPer<ContactMessage>('sender', LIMITS.contactPerSender, (body) => body.email.toLowerCase()),
      schema: {
        tags: ['company'],
        summary: 'Send a message to the shop (stored for the back office)',
        body: ContactMessageSchema,
        response: { 201: ContactReceivedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = await receiveContactMessage(app.db, request.body);
      return reply.code(201).send({ id, message: messageFor(request, 'contact.received') });
    },
  );

  app.get(
    '/api/company/brochure',
    {
      schema: { tags: ['company'], summary: 'The company brochure as a PDF, from the live catalogue and contact data' },
    },
    async (_request, reply) => {
      const pdf = await renderBrochure(await listGeneralParameters(app.db), await categoriesWithProductCount(app.db));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="Brosur-CrabClaw-Seafood.pdf"')
        .header('cache-control', 'no-cache')
        .send(pdf);
    },
  );
};

export default companyRoutes;
