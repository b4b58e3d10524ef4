/**
 * Redis for the server tests (issue 19): the machine's server when TEST_REDIS_URL is set (.ci/run
 * sets it when 127.0.0.1:6379 answers), for example
 *   TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run server/platform/sharedRateLimits.test.ts
 * Each call of redisEnv() gets its own key prefix, whose keys are deleted when the test file is done.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { cleanUpAfterFile } from './app';

export const testRedisUrl = process.env.TEST_REDIS_URL;

/** REDIS_URL and a key prefix of its own; `url` replaces the server's (a relay in front of it). */
export function redisEnv(url = testRedisUrl): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  if (!url || !testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  cleanUpAfterFile(() => deleteKeys(testRedisUrl, prefix));
  return { REDIS_URL: url, REDIS_KEY_PREFIX: prefix };
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
