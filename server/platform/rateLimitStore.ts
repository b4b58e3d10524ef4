import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

// Issue 19, point 1: with Redis the rate limits of sign-in, registration, uploads and password
// reset are counted once for all instances (the plugin's own Redis store: one atomic INCR and
// PEXPIRE per request, a key per route and client under REDIS_KEY_PREFIX). When Redis does not
// answer, a request is not refused for it nor let through uncounted: it is counted by this
// instance alone, as without Redis, until Redis answers again (docs/decisions/operations-and-scale-out.md "Redis").

type Counted = { current: number; ttl: number };
type Store = Pick<FastifyRateLimitStore, 'incr'> & { child(routeOptions: unknown): Store };
type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

class SharedOrLocalStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onRedisError: (err: Error) => void,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onRedisError(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): Store {
    return new SharedOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onRedisError);
  }
}

/** The `store` option of @fastify/rate-limit: counters in Redis under `${keyPrefix}rate-limit:`, in memory while Redis is away. */
export function sharedRateLimitStore(redis: Redis, keyPrefix: string, onRedisError: (err: Error) => void): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(options: StoreOptions) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, `${keyPrefix}rate-limit:`),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
        onRedisError,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
