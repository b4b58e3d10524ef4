import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/contract/limits';
import { DEFAULT_GEOCODING_URL, DEFAULT_IP_LOCATION_URL, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@/contract/platform';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An http(s) address: these end up in the Content-Security-Policy, so no other scheme is accepted. */
const webUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, from the environment only. README "Configuration" lists them. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanText,
    /** Secret for signing access tokens; generated once and kept in the database's app_settings when unset. */
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** The first super administrator, created at start while none exists (server/accounts/super-admins.ts). */
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).optional(),
    ),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url('must be a URL').optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url('must be a URL').optional()),
    S3_FORCE_PATH_STYLE: booleanText,
    /** Services the SPA calls itself (SPEC §7 "Other external calls"); their origins join the CSP connect-src. */
    IP_LOCATION_URL: optionalText.pipe(webUrl.default(DEFAULT_IP_LOCATION_URL)),
    GEOCODING_URL: optionalText.pipe(webUrl.default(DEFAULT_GEOCODING_URL)),
    /** Issue 17: the explore maps' tiles, a Leaflet URL template ({z}/{x}/{y}; https, so img-src allows it), and their attribution. */
    MAP_TILE_URL: optionalText.pipe(
      z
        .string()
        .startsWith('https://', 'must start with https://')
        .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must hold {z}, {x} and {y}')
        .default(DEFAULT_MAP_TILE_URL),
    ),
    MAP_ATTRIBUTION: optionalText.pipe(z.string().default(DEFAULT_MAP_ATTRIBUTION)),
    /** Issue 18: the mail server, smtp:// or smtps:// (user and password in the URL); unset: .eml files under DATA_DIR/outbox/. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    /** The sender of every message, an address or "Name <address>". */
    MAIL_FROM: optionalText,
    /** The address people open the portal at; links in e-mail start with it. */
    PUBLIC_URL: optionalText.pipe(webUrl.optional()),
    /** Issue 18: the administrators hear of an event waiting for review longer than this. */
    REVIEW_REMINDER_HOURS: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, 'must be a whole number of hours')
        .transform(Number)
        .pipe(z.number().min(1).max(24 * 365))
        .optional(),
    ),
    /** Issue 19: shared counters of every instance's rate limits; unset: each instance counts in its own memory. */
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\/[^/]/, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /** Starts every key the portal writes in Redis, so that deployments (or tests) can share one server. */
    REDIS_KEY_PREFIX: optionalText.pipe(z.string().max(100).default('ngo-portal:')),
    /** Issue 19: on SIGTERM, answer not-ready for this long (still serving) before closing, so a load balancer drains the instance. */
    DRAIN_SECONDS: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,3}(\.\d{1,3})?$/, 'must be a number of seconds')
        .transform(Number)
        .pipe(z.number().max(300, 'must be at most 300'))
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: 'is required when S3_BUCKET is set' });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_PUBLIC_URL || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_* variables are set' });
    }
    if (env.ADMIN_PASSWORD !== undefined && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'is required when ADMIN_PASSWORD is set' });
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required when ADMIN_EMAIL is set' });
    }
  });

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl: string;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the data directory: the embedded database and local media live under it. */
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  trustProxy: boolean;
  jwtSecret?: string;
  admin?: { email: string; password: string };
  s3?: S3Config;
  ipLocationUrl: string;
  geocodingUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  mail: MailConfig;
  /** undefined: rate limits are counted in this process. */
  redis?: { url: string; keyPrefix: string };
  /** How long an instance stays up answering not-ready after SIGTERM (0: closes at once). */
  drainMs: number;
};

export type MailConfig = {
  /** undefined: messages are written as .eml files under DATA_DIR/outbox/. */
  smtpUrl?: string;
  from: string;
  /** Without a trailing slash: `${publicUrl}/#/…`. */
  publicUrl: string;
  reviewReminderHours: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    ipLocationUrl: e.IP_LOCATION_URL,
    geocodingUrl: e.GEOCODING_URL,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    mail: mailConfigOf(e),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    drainMs: Math.round((e.DRAIN_SECONDS ?? 0) * 1000),
  };
}

function mailConfigOf(e: z.infer<typeof envSchema>): MailConfig {
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `NGO Portal <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    reviewReminderHours: e.REVIEW_REMINDER_HOURS ?? 48,
  };
}
