import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, platformErrorCodes } from '@/contract/errors';
import {
  adminMailPageSchema,
  adminMailQuerySchema,
  adminMailSchema,
  notificationPreferencesSchema,
  PASSWORD_RESETS_IP_WINDOW_MS,
  PASSWORD_RESETS_PER_IP,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  unsubscribeQuerySchema,
} from '@/contract/mail';
import { securityFor } from '@/server/platform/auth';
import { AppError, englishText } from '@/server/platform/errors';
import { existingId, idParams } from '@/server/platform/pathId';
import {
  adminMail,
  confirmPasswordReset,
  notificationPreferences,
  requestPasswordReset,
  mailNotFound,
  retryMail,
  setNotificationPreferences,
  unsubscribe,
} from './service';

/** Issue 18, point 3: per IP, beside the silent per-address limit of requestPasswordReset. */
const PASSWORD_RESETS_PER_IP_LIMIT = {
  max: PASSWORD_RESETS_PER_IP,
  timeWindow: PASSWORD_RESETS_IP_WINDOW_MS,
  errorResponseBuilder: () => new AppError(429, platformErrorCodes.rateLimited, englishText('mail.api.rateLimited')),
} as const;

/**
 * Issue 18, under /api: password reset for every kind of account, the signed-in user's e-mail
 * preference, the unsubscribe link of each message (RFC 8058 one-click) and, under
 * /api/super-admin/mail/, the outbox for the administrator.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mail'];
  const anyUser = securityFor('ngo', 'volunteer', 'super_admin');

  app.post(
    '/password-reset/',
    {
      config: { rateLimit: PASSWORD_RESETS_PER_IP_LIMIT },
      schema: {
        tags,
        summary: 'Send a password reset link to an address, if it has an account',
        description: 'The answer is the same whether or not the address has an account. An address gets at most 3 links an hour.',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetRequestedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email);
      return { message: englishText('mail.api.resetRequested') };
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      config: { rateLimit: PASSWORD_RESETS_PER_IP_LIMIT },
      schema: {
        tags,
        summary: "Set a new password with a reset link's token; signs the user out everywhere",
        description: '400 `validation_failed` for the password rules; 400 `reset_token_invalid` for a token unknown, used or older than an hour.',
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetDoneSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => confirmPasswordReset(app.db, request.body),
  );

  app.get(
    '/account/notifications/',
    {
      schema: {
        tags,
        summary: "The signed-in user's e-mail preference",
        security: anyUser,
        response: { 200: notificationPreferencesSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => notificationPreferences(app.db, request.user!.id),
  );

  app.put(
    '/account/notifications/',
    {
      schema: {
        tags,
        summary: 'Turn e-mail notifications on or off (security mail always comes)',
        security: anyUser,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => setNotificationPreferences(app.db, request.user!.id, request.body.email_notifications),
  );

  await app.register(async (unsubscribing) => {
    // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form; its content is not needed.
    unsubscribing.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    unsubscribing.withTypeProvider<ZodTypeProvider>().post(
      '/mail/unsubscribe/',
      {
        // Mail providers post one-click unsubscribes for many users from few addresses; the token is a MAC.
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags,
          summary: "Turn off an account's e-mail notifications with the token of a message's unsubscribe link (RFC 8058 one-click)",
          querystring: unsubscribeQuerySchema,
          response: { 200: notificationPreferencesSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => unsubscribe(app.db, app.secrets.jwt, request.query.token),
    );
  });

  const adminOnly = securityFor('super_admin');
  app.get(
    '/super-admin/mail/',
    {
      schema: {
        tags: ['super-admin'],
        summary: 'The outbox, one status at a time (failed by default), newest first, 20 a page',
        security: adminOnly,
        querystring: adminMailQuerySchema,
        response: { 200: adminMailPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => adminMail(app.db, request.query),
  );

  app.post(
    '/super-admin/mail/:id/retry/',
    {
      schema: {
        tags: ['super-admin'],
        summary: 'Send a failed message again (its attempts start from 0)',
        security: adminOnly,
        params: idParams,
        response: { 200: adminMailSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => retryMail(app.db, existingId(request.params.id, mailNotFound)),
  );
};
