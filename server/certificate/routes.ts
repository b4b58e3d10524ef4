import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateQuerySchema, certificateSchema } from '@/contract/certificate';
import { apiErrorSchema } from '@/contract/errors';
import { securityFor, signedInVolunteer } from '@/server/platform/auth';
import { volunteerCertificate } from './service';

/** Issue 17, point 3: the signed-in volunteer's certificate of verified (completed) participations. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/volunteer/certificate/',
    {
      schema: {
        tags: ['volunteers'],
        summary: "The signed-in volunteer's certificate: totals over every completed participation and one page of them, newest first",
        description:
          'Only applications the NGO marked as attended (completed) count. `total_xp` is the XP attendance awarded (not what the ' +
          'events say today); `total_hours` and each row\'s `hours` are the events\' lengths to the nearest quarter hour. ' +
          '`count` is how many participations in all; `results` one page (`page` from 1, `page_size` 20 by default, at most 100).',
        security: securityFor('volunteer'),
        querystring: certificateQuerySchema,
        response: { 200: certificateSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => volunteerCertificate(app.db, signedInVolunteer(request).id, request.query),
  );
};
