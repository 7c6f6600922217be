import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * The spec's clients spell the same key several ways (categoryID, categoryId). Before validation we
 * rename each incoming key to the spelling its zod schema declares, compared without case, so the
 * schema stays the one contract and responses keep a single spelling. The walk follows the schema, not
 * the value: it goes only as deep as the schema declares objects and arrays, however deep a body nests.
 */
export function canonicalize(value: unknown, schema: z.ZodType | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray && Array.isArray(value)) {
    return value.map((item) => canonicalize(item, inner.element as z.ZodType));
  }
  if (!(inner instanceof z.ZodObject) || Array.isArray(value)) return value;
  const shape = inner.shape as Record<string, z.ZodType>;
  const byLowerCase = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  // Without a prototype, a key "__proto__" (say ?__proto__=a&__proto__=b) is a plain key, not the prototype.
  const result: Record<string, unknown> = Object.create(null);
  for (const [key, item] of Object.entries(value)) {
    const canonical = shape[key] ? key : (byLowerCase.get(key.toLowerCase()) ?? key);
    // An exact spelling wins over a case-variant of the same key.
    if (canonical in result && canonical !== key) continue;
    result[canonical] = canonicalize(item, shape[canonical]);
  }
  return result;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPipe
  ) {
    current = (current instanceof z.ZodPipe ? current.in : current.unwrap()) as z.ZodType;
  }
  return current;
}

async function caseInsensitiveKeysPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const querystring = route.schema?.querystring as z.ZodType | undefined;
    const body = route.schema?.body as z.ZodType | undefined;
    if (!(querystring instanceof z.ZodType) && !(body instanceof z.ZodType)) return;
    const hook = async (request: { query: unknown; body: unknown }) => {
      if (querystring instanceof z.ZodType) request.query = canonicalize(request.query, querystring);
      if (body instanceof z.ZodType) request.body = canonicalize(request.body, body);
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : hook;
  });
}

export default fp(caseInsensitiveKeysPlugin, { name: 'case-insensitive-keys' });
