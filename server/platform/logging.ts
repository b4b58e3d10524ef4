import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Names whose values never reach the log, in bodies and query strings alike (SPEC §7 field names). */
const SECRET_FIELDS = ['password', 'confirm_password', 'refresh', 'access', 'token'] as const;

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [
    field,
    `*.${field}`,
    `req.body.${field}`,
    `req.query.${field}`,
    `request.body.${field}`,
    `request.query.${field}`,
  ]),
];

/**
 * Pino options for Fastify: LOG_LEVEL, secrets redacted, request URLs without secret query values.
 * `logger` is what buildApp was given: false for silence, true for these options, an object to add to them.
 */
export function loggerOptions(config: Config, logger: boolean | object | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { req: describeRequest },
    // Readable lines while developing; production logs stay JSON for the log collector.
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    ...(typeof logger === 'object' ? logger : {}),
  };
}

/** A caller's x-request-id is kept only when it is a short safe token, so it cannot forge log lines. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/.test(incoming) ? incoming : randomUUID();
}

function describeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecretQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function withoutSecretQueryValues(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const field of SECRET_FIELDS) {
    if (query.has(field)) {
      query.set(field, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}
