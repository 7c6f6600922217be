import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database kind', response: { 200: HealthSchema } } },
    async () => {
      await app.db.execute('select 1');
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default healthRoutes;
