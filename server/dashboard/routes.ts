import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ngoDashboardSchema } from '@/contract/dashboard';
import { apiErrorSchema } from '@/contract/errors';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { ngoDashboard } from './service';

/** Issue 14, point 7: GET /api/portal/dashboard/, what needs the signed-in NGO's attention today. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portal/dashboard/',
    {
      schema: {
        tags: ['dashboard'],
        summary: "What needs the signed-in NGO's attention today: applications waiting, events rejected or in review, the next events with places left",
        description:
          '`applications_waiting`: applications with status applied on the NGO\'s events. `events_rejected`, `events_pending`: its events in those statuses; ' +
          '`attention_events`: the first five of them, rejected first, then pending, each by start date. `upcoming_events`: the next five approved or published ' +
          'events that have not ended and still need people (`places_left` = people_needed − accepted applications > 0), soonest first. Counted in one statement.',
        security: securityFor('ngo'),
        response: { 200: ngoDashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ngoDashboard(app.db, signedInNgo(request).ngoId),
  );
};
