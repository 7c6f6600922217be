import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  coded,
  decodeMessage,
  isMessageCode,
  translateMessage,
  type ApiError,
  type CodedMessage,
  type MessageCode,
} from '@crabclaw/shared';
import { HttpError } from '../lib/http-errors.ts';
import { languageOf } from '../lib/language.ts';
import { databaseOutage } from '../db/database-errors.ts';

/** Field path "customerInfo.fullName" for nested bodies, the plain key for flat ones. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || 'request';
}

type Validation = { keyword: string; message?: string; params: Record<string, unknown> };

const BOUNDS = {
  too_small: { text: 'validation.tooShort', list: 'validation.tooFew', number: 'validation.tooSmall' },
  too_big: { text: 'validation.tooLong', list: 'validation.tooMany', number: 'validation.tooLarge' },
} satisfies Record<string, Record<string, MessageCode>>;

/**
 * A field's reason: the code a shared schema gave, or for zod's own messages (technical fields with no
 * message of their own) a general code, with the bound it broke.
 */
function reasonOf({ keyword, message = '', params }: Validation): CodedMessage {
  const decoded = decodeMessage(message);
  if (isMessageCode(decoded.code)) return { code: decoded.code, ...(decoded.params && { params: decoded.params }) };
  const { origin, minimum, maximum, inclusive } = params;
  const bound = keyword === 'too_small' ? minimum : maximum;
  if ((keyword === 'too_small' || keyword === 'too_big') && typeof bound === 'number' && inclusive !== false) {
    const size = origin === 'string' ? 'text' : origin === 'array' || origin === 'set' ? 'list' : 'number';
    return coded(BOUNDS[keyword][size], keyword === 'too_small' ? { min: bound } : { max: bound });
  }
  return coded('validation.invalid');
}

/** A 4xx Fastify raised itself (a body too large, a content type it cannot read). */
function requestReason(error: FastifyError, status: number): CodedMessage {
  if (status === 413) return coded('request.tooLarge');
  if (status === 415) return coded('request.unsupportedType');
  // Fastify's own words are English and technical: the log keeps them, the answer says it in the caller's language.
  return coded('request.malformed');
}

/** The API's error answer: the codes, and the same worded in the request's language (decision 010). */
function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  reason: CodedMessage,
  fields?: Record<string, CodedMessage>,
) {
  const language = languageOf(request);
  const body: ApiError = { message: translateMessage(language, reason), ...reason };
  if (fields) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, why]) => [field, translateMessage(language, why)]),
    );
    body.fieldCodes = fields;
  }
  return reply.status(status).send(body);
}

/**
 * One shape for every failure: { message, code, params?, errors?, fieldCodes? }. Bad input is a 400 naming
 * each field; a database that is away or stalled, or a request past its deadline (REQUEST_TIMEOUT_MS), is a
 * 503 the client may retry; anything unexpected is logged and answered 500 without internals, and never
 * because a client sent garbage.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, CodedMessage> = {};
      for (const issue of error.validation) {
        // fastify-type-provider-zod 6 gives the zod path as instancePath ("/customerInfo/fullName").
        fields[fieldName(issue.instancePath.split('/').filter(Boolean))] ??= reasonOf(issue);
      }
      return sendError(request, reply, 400, coded('request.invalidFields'), fields);
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) reply.header('retry-after', error.retryAfterSeconds);
      return sendError(request, reply, error.statusCode, error.reason, error.fields);
    }
    const outage = databaseOutage(error);
    if (outage || error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ err: error }, `answered 503: ${outage ? `database ${outage}` : 'request deadline passed'}`);
      const unusable = outage === 'unreachable' || outage === 'not migrated';
      const reason = coded(unusable ? 'server.databaseUnreachable' : 'server.tooSlow');
      return sendError(request, reply, 503, reason);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The error, not its message in the line: a parser's message may quote the body (plugins/logging.ts).
      request.log.info({ err: error }, `refused with ${status}`);
      return sendError(request, reply, status, requestReason(error, status));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, coded('server.failed'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
