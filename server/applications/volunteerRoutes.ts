import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyRequestSchema, volunteerApplicationListQuerySchema, volunteerApplicationPageSchema, volunteerApplicationSchema } from '@/contract/applications';
import { apiErrorSchema } from '@/contract/errors';
import { ratingRequestSchema, ratingSchema } from '@/contract/profile';
import { eventNotFound } from '@/server/events/service';
import { securityFor, signedInVolunteer } from '@/server/platform/auth';
import { existingId, idParams } from '@/server/platform/pathId';
import { applicationNotFound, applyToEvent, rateApplication, volunteerApplications, withdrawApplication } from './service';

/**
 * Issue 14, point 1: the volunteer's calls on applications: apply to a public event, read their
 * own, withdraw one, and (issue 15, point 1) rate the NGO of a completed one. The NGO's (SPEC §7
 * /api/portal/applications/) are ngoRoutes.ts.
 */
export const volunteerApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];
  const volunteerOnly = securityFor('volunteer');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

  app.post(
    '/public/events/:id/apply/',
    {
      schema: {
        tags,
        summary: 'Apply to a public event (optional `message` to the NGO); applying again answers the application already made',
        description:
          '201 with the new application (status applied; waitlisted when the event is full, its accepted volunteers as many as it needs), ' +
          '200 with the existing one when the volunteer applied before. ' +
          '409 `application_event_not_public`, `application_organizer_suspended` or `application_event_ended` when the event takes no applications.',
        security: volunteerOnly,
        params: idParams,
        body: applyRequestSchema.nullish(),
        response: {
          200: volunteerApplicationSchema,
          201: volunteerApplicationSchema,
          400: apiErrorSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const eventId = existingId(request.params.id, eventNotFound);
      const { created, application } = await applyToEvent(app.db, signedInVolunteer(request).id, eventId, request.body?.message);
      return reply.code(created ? 201 : 200).send(application);
    },
  );

  app.get(
    '/volunteer/applications/',
    {
      schema: {
        tags,
        summary: "The signed-in volunteer's applications with their status, newest first, one page at a time (`page`, `page_size`)",
        description:
          "Each with its event's dates (ISO 8601) and time zone, the organiser, the event's XP, the XP attendance awarded and the " +
          "volunteer's rating of the NGO (null until given). `event_id`: only their application to that event (none or one).",
        security: volunteerOnly,
        querystring: volunteerApplicationListQuerySchema,
        response: { 200: volunteerApplicationPageSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => volunteerApplications(app.db, signedInVolunteer(request).id, request.query),
  );

  app.delete(
    '/volunteer/applications/:id/',
    {
      schema: {
        tags,
        summary: 'Withdraw one of your applications while it is applied or waitlisted (it is deleted)',
        description: "Another volunteer's application answers 404 like an unknown one; an accepted or completed one 409 `application_not_withdrawable`.",
        security: volunteerOnly,
        params: idParams,
        response: { 204: z.null().describe('Withdrawn'), ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withdrawApplication(app.db, signedInVolunteer(request).id, existingId(request.params.id, applicationNotFound));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/volunteer/applications/:id/rating/',
    {
      schema: {
        // Under profile in the API document, as before: the rating counts in the NGO's figures.
        tags: ['profile'],
        summary: "Rate the NGO of one of your completed applications' events: a score 1 to 5 and an optional comment, once",
        description:
          "201 with the rating. Another volunteer's application answers 404 `application_not_found` like an unknown one; one that is not " +
          'completed 409 `rating_application_not_completed`; one rated already 409 `rating_already_given` (a rating is not changed).',
        security: volunteerOnly,
        params: idParams,
        body: ratingRequestSchema,
        response: { 201: ratingSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = existingId(request.params.id, applicationNotFound);
      const rating = await rateApplication(app.db, signedInVolunteer(request).id, id, request.body.score, request.body.comment);
      return reply.code(201).send(rating);
    },
  );
};
