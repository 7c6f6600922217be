import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './service.ts';

/**
 * A load balancer with a short probe gives up after about 2 s: answer within that, with the stall's 503,
 * and before the request deadline, whose bare 503 { message } would not fit this route's 503 shape.
 */
export const HEALTH_ANSWER_WITHIN_MS = 1_500;

const DatabaseKindSchema = z.enum(['embedded', 'postgres']);
const HealthSchema = z.object({ status: z.literal('ok'), database: DatabaseKindSchema });
const LiveSchema = z.object({ status: z.literal('ok') });
const HealthProblemSchema = z.object({
  status: z.literal('unavailable'),
  database: DatabaseKindSchema,
  message: z.string(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process runs and answers, whatever the database does (restart it when this fails)',
        response: { 200: LiveSchema },
      },
    },
    // Nothing but the event loop: a database outage must not get a healthy process restarted.
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and has every migration (503 with the reason otherwise)',
        response: { 200: HealthSchema, 503: HealthProblemSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(app.db, Math.min(HEALTH_ANSWER_WITHIN_MS, app.config.REQUEST_TIMEOUT_MS / 2));
      if (health.ready) return { status: 'ok' as const, database: app.dbKind };
      request.log.warn({ err: health.error }, `health check failed: ${health.message}`);
      return reply.status(503).send({ status: 'unavailable', database: app.dbKind, message: health.message });
    },
  );
};

export default healthRoutes;
