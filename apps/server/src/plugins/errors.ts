import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';

/** Field path "customerInfo.fullName" for nested bodies, the plain key for flat ones. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || 'request';
}

/**
 * One shape for every failure: { message, errors? }. Bad input is a 400 naming each field; anything
 * unexpected is logged and answered 500 without internals, and never because a client sent garbage.
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
