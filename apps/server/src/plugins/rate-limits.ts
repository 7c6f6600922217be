import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/** Limits are set per route (orders, tracking, contact, sign-in); reads stay unlimited. */
async function rateLimitsPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Terlalu banyak permintaan. Silakan coba lagi dalam ${context.after}. / Too many requests, please try again in ${context.after}.`,
    }),
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
