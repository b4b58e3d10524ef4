import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, livenessSchema, readinessSchema, type Readiness } from '@/contract/platform';
import { databaseOutageLog } from '@/server/platform/databaseErrors';
import { pingDatabase } from '@/server/platform/db';
import { pingRedis } from '@/server/platform/redis';

/** A storage that has not answered in this long counts as down. */
const STORAGE_CHECK_TIMEOUT_MS = 3_000;

/**
 * GET /api/health/: 200 when the database answers, 503 when it does not (the sign-in page's footer).
 * Issue 19, for load balancers and orchestrators: /api/health/live/ (the process answers) and
 * /api/health/ready/ (send requests here: database, Redis and storage answer, not shutting down).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A load balancer asks every few seconds: an outage is logged once per interval, not per check.
  const logOutage = databaseOutageLog();
  const tags = ['platform'];
  // Checks change from one second to the next: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      // Only the spec's path with its trailing slash, not also /api/health.
      prefixTrailingSlash: 'slash',
      schema: {
        tags,
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'up' } as const;
      } catch (err) {
        logOutage(request.log, err);
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );

  app.get(
    '/live/',
    {
      schema: {
        tags,
        summary: 'Whether this instance runs (liveness): 200 as long as it answers at all, also while it drains',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' }) as const,
  );

  app.get(
    '/ready/',
    {
      schema: {
        tags,
        summary: 'Whether this instance should get requests (readiness)',
        description:
          '503 `not_ready` while the database, Redis (when REDIS_URL is set) or the media storage does not answer, and from ' +
          'the moment the instance begins to shut down (`draining`), so that a load balancer stops sending it requests ' +
          'before it closes.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const [database, redis, storage] = await Promise.all([
        pingDatabase(app.db).then(
          () => 'up' as const,
          (err: unknown) => {
            logOutage(request.log, err);
            return 'down' as const;
          },
        ),
        app.redis ? pingRedis(app.redis).then((up) => (up ? 'up' : 'down')) : ('not_configured' as const),
        withTimeout(app.storage.check(), STORAGE_CHECK_TIMEOUT_MS).then(
          () => 'up' as const,
          (err: unknown) => {
            request.log.warn({ err }, 'media storage does not answer');
            return 'down' as const;
          },
        ),
      ]);
      const { draining } = app.lifecycle;
      const ready = !draining && database === 'up' && redis !== 'down' && storage === 'up';
      const answer: Readiness = { status: ready ? 'ready' : 'not_ready', draining, database, redis, storage };
      return reply.code(ready ? 200 : 503).send(answer);
    },
  );
};

async function withTimeout(check: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
