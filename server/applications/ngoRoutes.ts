import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationAttendanceRequestSchema,
  applicationBulkResultSchema,
  applicationBulkUpdateRequestSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationPageSchema,
  applicationSchema,
  applicationsRefusedErrorSchema,
  applicationStatisticsQuerySchema,
  applicationStatisticsSchema,
  applicationUpdateRequestSchema,
} from '@/contract/applications';
import { apiErrorSchema } from '@/contract/errors';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { existingId, idParams } from '@/server/platform/pathId';
import { readerLanguage } from '@/server/platform/readerLanguage';
import { ngoApplication, ngoApplications, ngoApplicationStatistics } from './ngoReads';
import { changeApplicationsOrRefuse, decideApplication } from './ngoChanges';
import { applicationNotFound } from './service';

/**
 * SPEC §7's five calls on the applications to the NGO's own events, under /api/portal, and issue
 * 14's attendance and its undo. NGO users only: a super administrator or a volunteer gets 403. An
 * application of another NGO's event answers as an unknown one. `status_display` is in the
 * language the request's Accept-Language prefers (server/platform/readerLanguage.ts).
 */
export const ngoApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['applications'];
  const security = securityFor('ngo');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const language = (request: FastifyRequest) => readerLanguage(request.headers['accept-language']);

  app.get(
    '/applications/',
    {
      schema: {
        tags,
        summary: "The applications to the signed-in NGO's events, optionally of one event and one status; or one page, ordered",
        description:
          'Without `page` and `page_size` the array of every matching application, newest first (SPEC §7); with either, ' +
          '`{ count, results }` in `ordering` (default `-application_date`; ties by id). An `event_id` of another NGO matches nothing.',
        security,
        querystring: applicationListQuerySchema,
        response: { 200: z.union([applicationListSchema, applicationPageSchema]), 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => ngoApplications(app.db, signedInNgo(request).ngoId, request.query, language(request)),
  );

  app.get(
    '/applications/statistics/',
    {
      schema: {
        tags,
        summary: "How many applications the NGO's events (or one of them) have, in all and accepted, waitlisted and applied",
        description: 'An `event_id` of another NGO counts nothing.',
        security,
        querystring: applicationStatisticsQuerySchema,
        response: { 200: applicationStatisticsSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => ngoApplicationStatistics(app.db, signedInNgo(request).ngoId, request.query.event_id),
  );

  app.get(
    '/applications/:id/',
    {
      schema: {
        tags,
        summary: 'One application to one of the NGO\'s events, with the applicant',
        description: "Another NGO's application answers 404 `application_not_found` like an unknown one.",
        security,
        params: idParams,
        response: { 200: applicationSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => ngoApplication(app.db, signedInNgo(request).ngoId, existingId(request.params.id, applicationNotFound), language(request)),
  );

  app.put(
    '/applications/:id/update/',
    {
      schema: {
        tags,
        summary: 'Accept, waitlist or revert one application to applied (SPEC §4); answers it as it is now',
        description:
          'Accept any not accepted, waitlist any not waitlisted, revert to applied only from accepted or waitlisted; a completed one ' +
          'changes only by undoing its attendance. Otherwise 409 `application_transition_refused`. Another NGO\'s application is 404.',
        security,
        params: idParams,
        body: applicationUpdateRequestSchema,
        response: { 200: applicationSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const id = existingId(request.params.id, applicationNotFound);
      return decideApplication(app.db, signedInNgo(request).ngoId, id, request.body.status, language(request));
    },
  );

  /** A bulk change's schema: all or none, the refusal envelope, the changed applications. */
  const bulkChange = <Body extends z.ZodType>(summary: string, body: Body, codes: string) => ({
    tags,
    summary,
    description:
      'All or none, in one transaction: when any id is refused nothing changes and 409 `applications_refused` lists each refused id ' +
      `with its code (\`application_not_found\` for an unknown id or another NGO's, ${codes}). Answers how many changed and the changed applications as they are now.`,
    security,
    body,
    response: { 200: applicationBulkResultSchema, 400: apiErrorSchema, ...refused, 409: applicationsRefusedErrorSchema },
  });
  const transitionRefused = '`application_transition_refused` when SPEC §4 refuses the change';

  app.post(
    '/applications/bulk-update/',
    { schema: bulkChange('The same decision (accepted, waitlisted or applied) for several applications', applicationBulkUpdateRequestSchema, transitionRefused) },
    async (request) =>
      changeApplicationsOrRefuse(app.db, signedInNgo(request).ngoId, request.body.application_ids, { decision: request.body.status }, language(request)),
  );

  app.post(
    '/applications/attendance/',
    {
      schema: bulkChange(
        "Mark accepted volunteers of ended events as attended: completed, and the event's XP added to each volunteer's total once",
        applicationAttendanceRequestSchema,
        `${transitionRefused} (only accepted ones), \`application_event_not_ended\` before the event's end`,
      ),
    },
    async (request) => changeApplicationsOrRefuse(app.db, signedInNgo(request).ngoId, request.body.application_ids, 'attendance', language(request)),
  );

  app.post(
    '/applications/attendance/undo/',
    {
      schema: bulkChange(
        'Undo attendance: completed back to accepted, and the XP it gave taken back',
        applicationAttendanceRequestSchema,
        `${transitionRefused} (only completed ones)`,
      ),
    },
    async (request) => changeApplicationsOrRefuse(app.db, signedInNgo(request).ngoId, request.body.application_ids, 'undo_attendance', language(request)),
  );
};
