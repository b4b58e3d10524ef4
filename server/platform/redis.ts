import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from './config';

// Issue 19: Redis holds what every instance must count together (the rate limits). It is optional:
// without REDIS_URL each instance counts in its own memory, as one instance always did.

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (issue 19). */
    redis: Redis | undefined;
  }
}

/** A command that takes longer than this has failed: a request does not wait for Redis. */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A client that fails fast instead of queueing: while Redis is away every command is refused at
 * once (no offline queue, one retry), and the client reconnects on its own, every 100 ms at first,
 * then every 2 s. The caller connects it (connectRedis) and quits it.
 */
function createRedis(config: NonNullable<Config['redis']>): Redis {
  return new Redis(config.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectionName: 'ngo-portal',
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
}

/**
 * Connects at start: an instance configured for Redis that cannot reach it does not start (as
 * with its database), since its limits would silently be its own. Later outages are logged once
 * each, when they begin and end.
 */
async function connectRedis(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis does not answer: rate limits are counted by each instance until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits are shared again');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${redactedUrl(redis)} did not answer: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
}

/** Whether Redis answers now (the readiness check). */
export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

function redactedUrl(redis: Redis): string {
  const { host, port, db } = redis.options;
  return `${host}:${port}/${db ?? 0}`;
}

/** `app.redis`: connected before the app is built further (the rate limits need it), quit when the app closes. */
export const redisPlugin = fp(
  async (app) => {
    const { redis: settings } = app.config;
    const redis = settings ? createRedis(settings) : undefined;
    app.decorate('redis', redis);
    if (!redis) return;
    await connectRedis(redis, app.log);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', fastify: '5.x' },
);

/** A failed command is logged at most once a minute: in an outage every request would fail one. */
export function redisErrorLog(log: FastifyBaseLogger, everyMs = 60_000): (err: Error) => void {
  let last = -Infinity;
  return (err) => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    log.warn({ err }, 'a Redis command failed: this instance counts the rate limit itself');
  };
}
