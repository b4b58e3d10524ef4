import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema } from '@/contract/accounts';
import { apiErrorSchema } from '@/contract/errors';
import { uploadedImageSchema } from '@/contract/events';
import {
  volunteerLoginResponseSchema,
  volunteerProfileSchema,
  volunteerProfileUpdateSchema,
  volunteerRegistrationResponseSchema,
  volunteerRegistrationSchema,
} from '@/contract/volunteers';
import en from '@/i18n/locales/en.json';
import { loginAttemptsLimit, REGISTRATIONS_PER_IP } from '@/server/accounts/rateLimits';
import { securityFor, signedInVolunteer } from '@/server/platform/auth';
import { requestLanguage } from '@/server/platform/readerLanguage';
import { IMAGE_UPLOADS_PER_IP, storeUploadedImage, theOneImage } from '@/server/platform/uploads';
import { registerVolunteer, signInVolunteer, updateVolunteerProfile, volunteerProfile } from './service';

/**
 * Issue 14, point 1: volunteer accounts under /api/volunteer: registration and sign-in (rate limited
 * like the NGO's), and the signed-in volunteer's profile. Refresh and logout are the accounts'
 * /api/token/ calls, for every kind of user.
 */
export const volunteersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['volunteers'];
  const volunteerOnly = securityFor('volunteer');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

  app.post(
    '/register/',
    {
      config: { rateLimit: REGISTRATIONS_PER_IP },
      schema: {
        tags,
        summary: 'Register as a volunteer; the account can sign in at once',
        body: volunteerRegistrationSchema,
        response: { 201: volunteerRegistrationResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = await registerVolunteer(app.db, request.body, requestLanguage(request));
      return reply.code(201).send({ message: en.volunteers.server.registered, user_id: userId });
    },
  );

  app.post(
    '/login/',
    {
      config: { rateLimit: loginAttemptsLimit },
      schema: {
        tags,
        summary: 'Sign in as a volunteer',
        body: loginRequestSchema,
        response: { 200: volunteerLoginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => signInVolunteer(app.db, app.secrets.jwt, request.body, requestLanguage(request)),
  );

  app.get(
    '/me/',
    {
      schema: {
        tags,
        summary: "The signed-in volunteer's profile",
        security: volunteerOnly,
        response: { 200: volunteerProfileSchema, ...refused },
      },
    },
    async (request) => volunteerProfile(app.db, signedInVolunteer(request).id),
  );

  app.patch(
    '/me/',
    {
      schema: {
        tags,
        summary: "Change the signed-in volunteer's full name, bio, birthday or profile image (total_xp is read-only)",
        security: volunteerOnly,
        body: volunteerProfileUpdateSchema,
        response: { 200: volunteerProfileSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) =>
      updateVolunteerProfile(app.db, { storage: app.storage, log: request.log }, signedInVolunteer(request).id, request.body),
  );

  app.post(
    '/me/profile-image/',
    {
      config: { rateLimit: IMAGE_UPLOADS_PER_IP },
      schema: {
        tags,
        summary: 'Upload a profile image (multipart field `file`: JPEG, PNG or GIF up to 5 MB); answers its URL, which PATCH /api/volunteer/me/ then saves',
        security: volunteerOnly,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, 400: apiErrorSchema, ...refused, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bytes = await theOneImage(request);
      const uploader = { ngoId: null, userId: signedInVolunteer(request).id };
      const imageUrl = await storeUploadedImage(app.db, app.storage, uploader, bytes);
      return reply.code(201).send({ data: { image_url: imageUrl } });
    },
  );
};
