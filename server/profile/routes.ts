import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@/contract/errors';
import { ngoProfileSchema, ngoProfileUpdateSchema } from '@/contract/profile';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { ngoProfile, updateNgoProfile } from './service';

/**
 * Issue 15, point 1: SPEC §7's two NGO profile calls under /api/portal (NGO users only: a super
 * administrator or a volunteer gets 403). Registered under /api.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const figures =
    '`volunteer_count`: distinct volunteers with an accepted or completed application to its events; `event_count`: its approved or published ' +
    'events (past ones and every date of a series included); `total_xp`: the XP its completed applications awarded; `avg_rating` (2 decimals, ' +
    'null when none) and `total_ratings`: the ratings of its applications that are still completed. Counted in one statement.';

  app.get(
    '/portal/profile/',
    {
      schema: {
        tags,
        summary: "The signed-in NGO's profile: name, about, history, contact person's bio, and its figures",
        description: figures,
        security: securityFor('ngo'),
        response: { 200: ngoProfileSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => ngoProfile(app.db, signedInNgo(request).ngoId),
  );

  app.patch(
    '/portal/profile/update/',
    {
      schema: {
        tags,
        summary: "Change the NGO's name (required, not blank) and any of about, history and contact_person_bio; answers the whole profile",
        description:
          'A text left out is kept; an empty one empties it. The name is the organisation name the whole app shows (the navbar, organized_by_name ' +
          'on events). Anything else in the body is refused (400). ' +
          figures,
        security: securityFor('ngo'),
        body: ngoProfileUpdateSchema,
        response: { 200: ngoProfileSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => updateNgoProfile(app.db, signedInNgo(request).ngoId, request.body),
  );
};
