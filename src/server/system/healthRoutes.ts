import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/errorResponses';

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness for load balancers and the start script: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/health',
    {
      config: { public: true },
      exposeHeadRoute: true,
      schema: {
        tags: ['service'],
        summary: 'Состояние сервера',
        response: { 200: healthResponseSchema, ...errorResponses },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
};
