import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { databaseOutage } from '../db/database-errors.ts';

const UNREACHABLE = 'The shop cannot reach its database right now. Please try again in a moment.';
const TOO_SLOW = 'The shop is taking too long to answer right now. Please try again in a moment.';

/** Field path "customerInfo.fullName" for nested bodies, the plain key for flat ones. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || 'request';
}

/**
 * One shape for every failure: { message, errors? }. Bad input is a 400 naming each field; a database that
 * is away or stalled, or a request past its deadline (REQUEST_TIMEOUT_MS), is a 503 the client may retry;
 * anything unexpected is logged and answered 500 without internals, and never because a client sent garbage.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        // fastify-type-provider-zod 6 gives the zod path as instancePath ("/customerInfo/fullName").
        const field = fieldName(issue.instancePath.split('/').filter(Boolean));
        errors[field] ??= issue.message ?? 'Invalid value.';
      }
      return reply.status(400).send({ message: 'The request has invalid fields.', errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    const outage = databaseOutage(error);
    if (outage || error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ err: error }, `answered 503: ${outage ? `database ${outage}` : 'request deadline passed'}`);
      return reply.status(503).send({ message: outage === 'unreachable' ? UNREACHABLE : TOO_SLOW });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
