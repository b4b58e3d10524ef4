import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@/contract/errors';
import {
  publicEventListQuerySchema,
  publicEventPageSchema,
  publicEventPointPageSchema,
  publicEventPointsQuerySchema,
  publicEventSchema,
} from '@/contract/publicEvents';
import { eventNotFound } from '@/server/events/service';
import { existingId, idParams } from '@/server/platform/pathId';
import { publicEventById, publicEventPoints, publicEvents } from './service';

/**
 * Issue 14, point 1 and issue 17: the events anyone may read, under /api/public/events/, without
 * signing in; the explore map's points. Applying to one is server/applications/routes.ts, its
 * calendar file server/calendars/routes.ts.
 */
export const publicEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public events'];
  const filters =
    '`search`: the name starts with it, ignoring case. `team`: a team code (GET /api/events/filters/ lists them). ' +
    "`date`: YYYY-MM-DD, events not ended before that day began in the event's own time zone; `date_to`: YYYY-MM-DD, " +
    "events starting on that day or earlier, in the same reading. `ngo`: only that NGO's events (its public page's upcoming " +
    'events; GET /api/public/ngos/{id}/). `lat` and `lon` (both or neither) with `km` (25 when left out, 1 to 500): events ' +
    'within that great-circle distance of the point.';

  app.get(
    '/public/events/',
    {
      schema: {
        tags,
        summary: 'Approved and published events that have not ended, of approved NGOs, soonest first; one page',
        description:
          'Always one page, `{ count, results }` (`page` from 1, `page_size` 12 by default, at most 100). ' +
          `${filters} Each event says \`people_accepted\` (accepted and completed applications: places left = ` +
          '`people_needed` − `people_accepted`) and, when the query gives a point, `distance_km` to it (one decimal).',
        querystring: publicEventListQuerySchema,
        response: { 200: publicEventPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => publicEvents(app.db, request.query),
  );

  // A static path: find-my-way tries it before /public/events/:id/, so `map` is never read as an id.
  app.get(
    '/public/events/map/',
    {
      schema: {
        tags,
        summary: "The explore map's points: the public events with coordinates matching the list's filters, soonest first; one page",
        description:
          `Always one page, \`{ count, results }\` (\`page\` from 1, \`page_size\` 500 by default, at most 1000). ${filters} ` +
          'Each point is the event id, name, start and coordinates; the event page (GET /api/public/events/{id}/) has the rest.',
        querystring: publicEventPointsQuerySchema,
        response: { 200: publicEventPointPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => publicEventPoints(app.db, request.query),
  );

  app.get(
    '/public/events/:id/',
    {
      schema: {
        tags,
        summary: 'One public event; any other answers 404 like an unknown one',
        params: idParams,
        response: { 200: publicEventSchema, 404: apiErrorSchema },
      },
    },
    async (request) => publicEventById(app.db, existingId(request.params.id, eventNotFound)),
  );
};
