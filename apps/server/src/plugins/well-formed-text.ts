import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '@crabclaw/shared';
import { badRequest } from '../lib/http-errors.ts';

/** Read by code point (the u flag), a surrogate pair is one character: only a surrogate on its own matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * What is wrong with a text of the request, if anything. PostgreSQL text cannot hold NUL (0x00), so a
 * request carrying one would fail deep in a query with a 500. A lone UTF-16 surrogate ("\uD800" in JSON)
 * is no character at all: it would be stored as U+FFFD, a different text from the one sent.
 */
function textFault(text: string): MessageCode | undefined {
  if (text.includes('\u0000')) return 'request.nulCharacters';
  if (LONE_SURROGATE.test(text)) return 'request.malformed';
  return undefined;
}

/** Walks keys and values with a list of pending values instead of recursion, so no nesting can exhaust the stack. */
function faultIn(input: unknown): MessageCode | undefined {
  const pending = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const fault = textFault(value);
      if (fault) return fault;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return undefined;
}

/** Texts a database row would not keep as sent are refused at the door, for every route: path, query and body. */
async function wellFormedTextPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw badRequest('request.nulCharacters');
  });
  app.addHook('preValidation', async (request) => {
    const fault = faultIn([request.params, request.query, request.body]);
    if (fault) throw badRequest(fault);
  });
}

export default fp(wellFormedTextPlugin, { name: 'well-formed-text' });
