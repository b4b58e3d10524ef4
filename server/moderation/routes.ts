import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminNgoListQuerySchema, adminNgoSchema } from '@/contract/accounts';
import {
  adminEventListQuerySchema,
  adminNgoOverviewSchema,
  decidedNotes,
  eventStatisticsQuerySchema,
  eventStatisticsSchema,
  ngoStatisticsQuerySchema,
  ngoStatisticsSchema,
  pendingEventsQuerySchema,
  rejectBodySchema,
  reviewProblems,
  reviewNotesBodySchema,
  TOTAL_COUNT_HEADER,
} from '@/contract/admin';
import { apiErrorSchema } from '@/contract/errors';
import { eventEnvelopeSchema, eventListSchema, eventPayloadSchema, type EventDecision } from '@/contract/events';
import { ngoNotFound, setNgoStatus } from '@/server/accounts/service';
import { eventNotFound, updateEvent } from '@/server/events/service';
import { securityFor } from '@/server/platform/auth';
import { validationFailed } from '@/server/platform/errors';
import { existingId, idParams } from '@/server/platform/pathId';
import { adminEvents, decideOnEvent, eventStatistics, ngoOverviews, ngoStatistics, pendingEvents } from './service';

/**
 * SPEC §7 super-admin calls, under /api/super-admin: the event lists, the decisions (approve,
 * reject, publish), the edit of any event, the dashboard's statistics, and NGO management.
 * Every route is for a super administrator only: no token 401, an NGO's token 403.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSuperAdmin);
  const tags = ['super-admin'];
  const security = securityFor('super_admin');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

  app.get(
    '/events/',
    {
      schema: {
        tags,
        summary: "Every NGO's events, newest first; optionally of one status, searched by event or organiser name, one page, or one series",
        description: `The number of matching events (before limit and offset) is in the ${TOTAL_COUNT_HEADER} header.`,
        security,
        querystring: adminEventListQuerySchema,
        response: { 200: eventListSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { events, total } = await adminEvents(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return events;
    },
  );

  app.get(
    '/events/pending/',
    {
      schema: {
        tags,
        summary: 'The events waiting for review, longest waiting first',
        security,
        querystring: pendingEventsQuerySchema,
        response: { 200: eventListSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => pendingEvents(app.db, request.query.limit),
  );

  app.get(
    '/events/statistics/',
    {
      schema: {
        tags,
        summary: 'How many events there are, in total and per status (optionally of a search)',
        security,
        querystring: eventStatisticsQuerySchema,
        response: { 200: eventStatisticsSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => eventStatistics(app.db, request.query.search),
  );

  const decisions: Array<{ decision: EventDecision; summary: string }> = [
    { decision: 'approve', summary: 'Approve a pending event (with its pending series dates), with optional admin_notes' },
    { decision: 'publish', summary: 'Publish an approved event (with its approved series dates), with optional admin_notes' },
  ];
  for (const { decision, summary } of decisions) {
    app.post(
      `/events/:id/${decision}/`,
      {
        schema: {
          tags,
          summary,
          security,
          params: idParams,
          body: reviewNotesBodySchema,
          response: { 200: eventEnvelopeSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => ({
        data: await decideOnEvent(app.db, existingId(request.params.id, eventNotFound), decision, { adminNotes: decidedNotes(request.body.admin_notes) }),
      }),
    );
  }

  app.post(
    '/events/:id/reject/',
    {
      schema: {
        tags,
        summary: 'Reject a pending event (with its pending series dates): rejection_reason required, admin_notes optional',
        security,
        params: idParams,
        body: rejectBodySchema,
        response: { 200: eventEnvelopeSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const problems = reviewProblems('reject', request.body);
      if (problems.length > 0) throw validationFailed(problems);
      const review = { rejectionReason: request.body.rejection_reason ?? '', adminNotes: decidedNotes(request.body.admin_notes) };
      return { data: await decideOnEvent(app.db, existingId(request.params.id, eventNotFound), 'reject', review) };
    },
  );

  app.put(
    '/events/:id/edit/',
    {
      schema: {
        tags,
        summary: "Edit any event in any state; its status and review stay (a series original's pending and rejected dates follow)",
        security,
        params: idParams,
        body: eventPayloadSchema,
        response: { 200: eventEnvelopeSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const files = { storage: app.storage, log: request.log };
      return { data: await updateEvent(app.db, files, null, existingId(request.params.id, eventNotFound), request.body) };
    },
  );

  app.get(
    '/ngos/',
    {
      schema: {
        tags,
        summary: 'Registered NGOs, newest first, with their figures; optionally of one status, searched, or one page',
        description: `The number of matching NGOs (before limit and offset) is in the ${TOTAL_COUNT_HEADER} header.`,
        security,
        querystring: adminNgoListQuerySchema,
        response: { 200: z.array(adminNgoOverviewSchema), 400: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { ngos, total } = await ngoOverviews(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return ngos;
    },
  );

  app.get(
    '/ngos/statistics/',
    {
      schema: {
        tags,
        summary: 'How many NGOs there are, in total and per status (optionally of a search)',
        security,
        querystring: ngoStatisticsQuerySchema,
        response: { 200: ngoStatisticsSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => ngoStatistics(app.db, request.query.search),
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['suspend', 'suspended'],
  ] as const) {
    app.post(
      `/ngos/:id/${action}/`,
      {
        schema: {
          tags,
          summary:
            action === 'approve'
              ? 'Approve an NGO (also re-activates a suspended one); its users can sign in'
              : "Suspend an NGO: its users' sessions end and they cannot sign in",
          security,
          params: idParams,
          response: { 200: adminNgoSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema },
        },
      },
      async (request) => setNgoStatus(app.db, existingId(request.params.id, ngoNotFound), status),
    );
  }
};
