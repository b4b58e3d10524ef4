import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@/contract/errors';
import { publicEventListQuerySchema, publicEventPageSchema, publicEventSchema } from '@/contract/publicEvents';
import { eventNotFound } from '@/server/events/service';
import { existingId, idParams } from '@/server/platform/pathId';
import { publicEventById, publicEvents } from './service';

/**
 * Issue 14, point 1: the events anyone may read, under /api/public/events/, without signing in.
 * Applying to one is server/applications/routes.ts.
 */
export const publicEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public events'];

  app.get(
    '/public/events/',
    {
      schema: {
        tags,
        summary: 'Approved and published events that have not ended, of approved NGOs, soonest first; one page',
        description:
          'Always one page, `{ count, results }` (`page` from 1, `page_size` 12 by default, at most 100). ' +
          '`search`: the name starts with it, ignoring case. `team`: a team code (GET /api/events/filters/ lists them). ' +
          "`date`: YYYY-MM-DD, events not ended before that day began in the event's own time zone. " +
          "`ngo`: only that NGO's events (its public page's upcoming events; GET /api/public/ngos/{id}/).",
        querystring: publicEventListQuerySchema,
        response: { 200: publicEventPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => publicEvents(app.db, request.query),
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
