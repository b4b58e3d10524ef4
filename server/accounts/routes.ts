import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLoginResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  ngoAccountSchema,
  ngoLoginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@/contract/accounts';
import { apiErrorSchema } from '@/contract/errors';
import en from '@/i18n/locales/en.json';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { requestLanguage } from '@/server/platform/readerLanguage';
import { loginAttemptsLimit, REFRESHES_PER_IP, REGISTRATIONS_PER_IP } from './rateLimits';
import { registerNgo, signInNgo, signInSuperAdmin } from './service';
import { endSession, refreshSession } from './sessions';

/**
 * SPEC §7 account calls, under /api: NGO registration and sign-in, super-admin sign-in, token
 * refresh and logout, and the signed-in NGO's account. NGO approval is the administrator's
 * (server/moderation/routes.ts).
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['accounts'];

  app.post(
    '/ngo/register/',
    {
      config: { rateLimit: REGISTRATIONS_PER_IP },
      schema: {
        tags,
        summary: 'Register an NGO; it waits for approval by a super administrator',
        body: registrationRequestSchema,
        response: { 201: registrationResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await registerNgo(app.db, request.body, requestLanguage(request));
      return reply.code(201).send({ message: en.register.serverSuccess });
    },
  );

  app.post(
    '/ngo/login/',
    {
      config: { rateLimit: loginAttemptsLimit },
      schema: {
        tags,
        summary: 'Sign in as the user of an approved NGO',
        description:
          '401 `invalid_credentials` for an unknown e-mail, a wrong password or another kind of account; 403 `ngo_pending` or ' +
          '`ngo_suspended` for an NGO not approved; 403 `volunteer_account` for the right password of a volunteer, who signs in ' +
          'at POST /api/volunteer/login/.',
        body: loginRequestSchema,
        response: { 200: ngoLoginResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => signInNgo(app.db, app.secrets.jwt, request.body, requestLanguage(request)),
  );

  app.post(
    '/super-admin/login/',
    {
      config: { rateLimit: loginAttemptsLimit },
      schema: {
        tags,
        summary: 'Sign in as a super administrator',
        description:
          '401 `invalid_credentials` for an unknown e-mail, a wrong password or another kind of account; 403 `volunteer_account` ' +
          'for the right password of a volunteer, who signs in at POST /api/volunteer/login/.',
        body: loginRequestSchema,
        response: { 200: adminLoginResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => signInSuperAdmin(app.db, app.secrets.jwt, request.body, requestLanguage(request)),
  );

  app.post(
    '/token/refresh/',
    {
      config: { rateLimit: REFRESHES_PER_IP },
      schema: {
        tags,
        summary: 'Trade a refresh token for a new access token and the next refresh token (the old one is used up)',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => refreshSession(app.db, app.secrets.jwt, request.body.refresh),
  );

  app.post(
    '/token/logout/',
    {
      schema: {
        tags,
        summary: 'Sign out: revoke the refresh token and every token of its sign-in',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Signed out (also for an unknown token)') },
      },
    },
    async (request, reply) => {
      await endSession(app.db, request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/ngo/me/',
    {
      schema: {
        tags,
        summary: "The signed-in NGO user's account",
        security: securityFor('ngo'),
        response: { 200: ngoAccountSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInNgo(request);
      return { user_id: user.id, ngo_id: user.ngoId, ngo_name: user.ngoName, email: user.email, status: 'approved' as const };
    },
  );
};
