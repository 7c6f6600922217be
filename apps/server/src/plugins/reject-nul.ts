import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

/** Walks the body with a list of pending values instead of recursion, so no nesting can exhaust the stack. */
function containsNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL (0x00), so a request carrying one would fail deep in a query with a
 * 500. It is refused at the door instead, for every route: path, query and body.
 */
async function rejectNulPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest('request.nulCharacters');
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw badRequest('request.nulCharacters');
  });
}

export default fp(rejectNulPlugin, { name: 'reject-nul' });
