import type { FastifyBaseLogger } from 'fastify';
import { platformErrorCodes, type ApiError } from '@/contract/errors';

/** How long a client waits before trying again after a 503 database_unavailable (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * The answer for a failure of the database rather than of the request (issue 12, load and faults):
 * 503 `database_unavailable` when PostgreSQL (or the embedded PGlite) cannot be reached or is going
 * away, so a client retries and a load balancer takes the instance out; 400 `bad_request` when the
 * database refuses the text it was handed (a NUL byte), the last net behind the schemas' own rules.
 * Anything else is not the database's doing: undefined.
 */
export function databaseErrorEnvelope(error: unknown): { status: number; body: ApiError } | undefined {
  const chain = causes(error);
  if (chain.some(isUnavailable)) {
    return { status: 503, body: { error: 'The database is unavailable, try again shortly', code: platformErrorCodes.databaseUnavailable } };
  }
  if (chain.some((cause) => REFUSED_TEXT_STATES.has(codeOf(cause) ?? ''))) {
    return { status: 400, body: { error: 'Text contains characters that are not allowed', code: platformErrorCodes.badRequest } };
  }
  return undefined;
}

/**
 * Logs an outage at warn, once per `intervalMs` with the number of 503s answered since: under load
 * every request fails the same way, and a stack per request would flood the log.
 */
export function databaseOutageLog(intervalMs = 5_000): (log: FastifyBaseLogger, error: unknown) => void {
  let lastAt = -Infinity;
  let unlogged = 0;
  return (log, error) => {
    const now = performance.now();
    if (now - lastAt < intervalMs) {
      unlogged += 1;
      return;
    }
    const reason = (causes(error).find(isUnavailable) ?? error) as { message?: unknown } | undefined;
    log.warn({ reason: String(reason?.message ?? reason), code: codeOf(reason), answeredSinceLastLine: unlogged }, 'database unavailable: answering 503');
    lastAt = now;
    unlogged = 0;
  };
}

/** SQLSTATEs of a server that is shutting down, starting up or out of connections (class 08: the connection itself). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** 22021 character_not_in_repertoire (NUL, invalid UTF-8), 22P05 untranslatable_character. */
const REFUSED_TEXT_STATES = new Set(['22021', '22P05']);
/** Node's socket and DNS errors on the way to the database server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres, pg-pool and PGlite say these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // the socket closed: unexpectedly, or on the pool's connection timeout
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // a pg client whose connection already failed
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

function isUnavailable(cause: unknown): boolean {
  const code = codeOf(cause);
  if (code !== undefined && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  const message = cause instanceof Error ? cause.message : undefined;
  return message !== undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The error and what it wraps: Drizzle's DrizzleQueryError carries the driver's error as `cause`,
 * and a refused connection to a name with several addresses is an AggregateError of one per address.
 */
function causes(error: unknown): unknown[] {
  const found: unknown[] = [];
  const pending = [error];
  while (pending.length > 0 && found.length < 20) {
    const next = pending.shift();
    if (next === undefined || next === null || found.includes(next)) continue;
    found.push(next);
    if (next instanceof Error) {
      pending.push(next.cause);
      if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]));
    }
  }
  return found;
}

function codeOf(cause: unknown): string | undefined {
  const code = (cause as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
