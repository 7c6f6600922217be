import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

const MESSAGE = 'Text may not contain NUL characters.';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/**
 * PostgreSQL text cannot hold NUL (0x00), so a request carrying one would fail deep in a query with a
 * 500. It is refused at the door instead, for every route: path, query and body.
 */
async function rejectNulPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest(MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw badRequest(MESSAGE);
  });
}

export default fp(rejectNulPlugin, { name: 'reject-nul' });
