import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@/contract/platform';
import { pingDatabase } from '@/server/platform/db';

/** GET /api/health/: 200 when the database answers, 503 when it does not (load balancers, the login screen). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Only the spec's path with its trailing slash, not also /api/health.
      prefixTrailingSlash: 'slash',
      schema: {
        tags: ['platform'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'up' } as const;
      } catch (err) {
        request.log.warn({ err }, 'database does not answer');
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
};
