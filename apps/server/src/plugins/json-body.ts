import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { coded } from '@crabclaw/shared';
import { badRequest } from '../lib/http-errors.ts';

/** Far deeper than any body the API takes (an order is three levels), far shallower than a stack. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether arrays and objects in JSON text nest deeper than `limit`, counted on the raw text in one pass
 * without building anything. Brackets inside strings do not count. On invalid JSON the count may be
 * wrong, but such text is refused by the parser anyway; on valid JSON it is exact.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) i = closingQuote(text, i);
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** Where the string opened at `start` ends; strings are jumped over with indexOf, the bulk of a body. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
  return end === -1 ? text.length : end;
}

/** A quote is escaped when an odd number of backslashes precede it (`\\"` ends the string). */
function isEscaped(text: string, quote: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

/**
 * JSON bodies go through Fastify's own parser (empty-body answer, __proto__ and constructor poisoning
 * refused, body limit) after a depth check: every later step that walks a body (NUL check, key
 * spelling, zod) may then recurse, and an 8 KB body nested thousands deep is a cheap 400 instead of a
 * stack overflow on every JSON route, before authentication.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(coded('request.jsonTooDeep', { max: MAX_JSON_DEPTH })), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
