import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@/contract/platform';
import { databaseOutageLog } from '@/server/platform/databaseErrors';
import { pingDatabase } from '@/server/platform/db';

/** GET /api/health/: 200 when the database answers, 503 when it does not (load balancers, the login screen). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A load balancer asks every few seconds: an outage is logged once per interval, not per check.
  const logOutage = databaseOutageLog();
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
        logOutage(request.log, err);
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
};
