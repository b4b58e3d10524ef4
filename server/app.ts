import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformErrorCodes } from '@/contract/errors';
import { GALLERY_UPLOAD_MAX_FILES, MAX_IMAGE_BYTES } from '@/contract/limits';
import { accountsRoutes } from './accounts/routes';
import { superAdminBootstrapPlugin } from './accounts/super-admins';
import { configRoutes } from './config/routes';
import { dashboardRoutes } from './dashboard/routes';
import { eventsRoutes } from './events/routes';
import { healthRoutes } from './health/routes';
import { volunteersRoutes } from './volunteers/routes';
import { ngoApplicationsRoutes } from './applications/ngoRoutes';
import { volunteerApplicationsRoutes } from './applications/volunteerRoutes';
import { publicEventsRoutes } from './publicEvents/routes';
import { publicNgosRoutes } from './publicNgos/routes';
import { socialLinksRoutes } from './socialLinks/routes';
import { contactsRoutes } from './contacts/routes';
import { profileRoutes } from './profile/routes';
import { galleriesRoutes } from './galleries/routes';
import { calendarsRoutes } from './calendars/routes';
import { certificateRoutes } from './certificate/routes';
import { mailPlugin } from './mail/plugin';
import { mailRoutes } from './mail/routes';
import { moderationRoutes } from './moderation/routes';
import { apiDocsPlugin } from './platform/api-docs';
import { authPlugin } from './platform/auth';
import { compressionOptions } from './platform/compression';
import type { Config } from './platform/config';
import { databaseLocation, databasePlugin, type DatabaseLocation } from './platform/db';
import { AppError, sendBadUrlEnvelope, sendErrorEnvelope } from './platform/errors';
import { loggerOptions, requestIdFor } from './platform/logging';
import { secretsPlugin } from './platform/secrets';
import { helmetOptions } from './platform/security';
import { responseSerializerCompiler } from './platform/serializer';
import { closeConnectionsWhileClosing } from './platform/shutdown';
import { spaPlugin } from './platform/spa';
import { refuseControlCharacters } from './platform/textGuard';
import { sharedRateLimitStore } from './platform/rateLimitStore';
import { redisErrorLog, redisPlugin } from './platform/redis';
import { storagePlugin } from './platform/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** false or absent: silent (tests); true: pino at LOG_LEVEL; an object: more pino options. */
  logger?: boolean | object;
  /** Tests point the app at a throw-away database (server/test/app.ts); otherwise it follows config. */
  database?: DatabaseLocation;
  /** The built SPA; dist/ at the repository root unless a test says otherwise. */
  spaDir?: string;
  /** Issue 18: whether the mail worker polls the outbox; by default everywhere but NODE_ENV=test (tests call app.mail). */
  mailWorker?: boolean;
};

/** A JSON body is at most an event form; images come through multipart, limited per file below. */
export const MAX_JSON_BODY_BYTES = 1_048_576;
/** SPEC §9 leaves the photo count open: GALLERY_UPLOAD_MAX_FILES (10) per upload keeps one request under 50 MB. */
export const MAX_FILES_PER_UPLOAD = GALLERY_UPLOAD_MAX_FILES;

const defaultSpaDir = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The whole product as a Fastify app, ready for `inject()` or `listen()`; it does not listen itself.
 * Shared things are decorators (`app.config`, `app.db`, `app.secrets`, `app.storage`, the guards
 * `app.requireNgo` / `app.requireSuperAdmin` / `app.requireUser`); each API
 * area is a plugin under its prefix. The caller closes it (closeGracefully), which closes the database.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: MAX_JSON_BODY_BYTES,
    // SPEC §7 paths end with '/' (a few do not): each route exists exactly as written.
    routerOptions: { ignoreTrailingSlash: false },
    // A request that still reaches the app while it closes is served, not refused: the database
    // closes only after the last answer.
    return503OnClosing: false,
    frameworkErrors: sendBadUrlEnvelope,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config));
  app.setErrorHandler(sendErrorEnvelope);
  // The API reads JSON and multipart only; anything else is answered 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  closeConnectionsWhileClosing(app);
  refuseControlCharacters(app);

  try {
    await app.register(helmet, helmetOptions(config));
    await app.register(compress, compressionOptions);
    await app.register(redisPlugin);
    // Features opt in per route: `config: { rateLimit: { max, timeWindow } }`. With Redis, counted
    // once for every instance (issue 19).
    await app.register(rateLimit, {
      global: false,
      ...(app.redis && { store: sharedRateLimitStore(app.redis, config.redis!.keyPrefix, redisErrorLog(app.log)) }),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, platformErrorCodes.rateLimited, `Too many requests, try again in ${context.after}`),
    });
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20, fieldSize: 65_536, parts: 30 },
    });
    await app.register(apiDocsPlugin, { config });
    await app.register(databasePlugin, { location: options.database ?? databaseLocation(config) });
    await app.register(secretsPlugin);
    await app.register(authPlugin);
    await app.register(superAdminBootstrapPlugin);
    await app.register(storagePlugin, { config });
    await app.register(mailPlugin, { start: options.mailWorker ?? config.env !== 'test' });

    await app.register(healthRoutes, { prefix: '/api/health' });
    await app.register(configRoutes, { prefix: '/api/config' });
    await app.register(accountsRoutes, { prefix: '/api' });
    await app.register(eventsRoutes, { prefix: '/api' });
    await app.register(moderationRoutes, { prefix: '/api/super-admin' });
    await app.register(volunteersRoutes, { prefix: '/api/volunteer' });
    await app.register(publicEventsRoutes, { prefix: '/api' });
    await app.register(publicNgosRoutes, { prefix: '/api' });
    await app.register(volunteerApplicationsRoutes, { prefix: '/api' });
    await app.register(dashboardRoutes, { prefix: '/api' });
    await app.register(ngoApplicationsRoutes, { prefix: '/api/portal' });
    await app.register(socialLinksRoutes, { prefix: '/api/portal' });
    await app.register(contactsRoutes, { prefix: '/api/portal' });
    await app.register(profileRoutes, { prefix: '/api' });
    await app.register(galleriesRoutes, { prefix: '/api' });
    await app.register(calendarsRoutes, { prefix: '/api' });
    await app.register(certificateRoutes, { prefix: '/api' });
    await app.register(mailRoutes, { prefix: '/api' });

    await app.register(spaPlugin, { dir: options.spaDir ?? defaultSpaDir });
  } catch (error) {
    // Whatever opened before the failure (the database) must not keep the process alive.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
