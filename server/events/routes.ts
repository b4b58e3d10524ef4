import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@/contract/errors';
import {
  eventEnvelopeSchema,
  eventFiltersSchema,
  eventListSchema,
  eventPayloadSchema,
  eventSchema,
  uploadedImageSchema,
} from '@/contract/events';
import { eventListQuerySchema, eventPageSchema } from '@/contract/eventList';
import { securityFor, signedInNgo } from '@/server/platform/auth';
import { sendKeptAnswer } from '@/server/platform/compression';
import { existingId, idParams, pathId } from '@/server/platform/pathId';
import { IMAGE_UPLOADS_PER_IP, theOneImage } from '@/server/platform/uploads';
import {
  createEvent,
  deleteEvent,
  eventById,
  eventFilters,
  eventNotFound,
  ngoEvents,
  storeMainImage,
  submitEvent,
  updateEvent,
} from './service';
import { cachedEventList } from './listCache';

/**
 * SPEC §7 event calls of the NGO, under /api: its list, one event, the team filters, create,
 * update, delete, submit for review, and the main-image upload. The super administrator may read
 * any event and upload a main image while editing one; the moderation calls are in server/moderation/.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  const ngoOnly = securityFor('ngo');
  // The administrator reads any event and uploads a main image while editing one.
  const ngoOrAdmin = securityFor('ngo', 'super_admin');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const files = (request: FastifyRequest) => ({ storage: app.storage, log: request.log });

  app.get(
    '/events/organizers/:ngoId/manage/',
    {
      schema: {
        tags,
        summary: "The signed-in NGO's events, series occurrences included, by start date; optionally filtered, or one page",
        description:
          'Without `page` and `page_size` the answer is the array of every matching event (SPEC §7); with either, ' +
          '`{ count, results }`: how many match in all and that page. `search`: the name starts with it, ignoring case. ' +
          '`start_from`: events starting at or after this instant (the start of a day in the reader\'s time zone).',
        security: ngoOnly,
        params: z.object({ ngoId: pathId }),
        querystring: eventListQuerySchema,
        response: { 200: z.union([eventListSchema, eventPageSchema]), 400: apiErrorSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const ngo = signedInNgo(request);
      // Another NGO's id answers exactly like an unknown one.
      if (request.params.ngoId !== ngo.ngoId) throw eventNotFound();
      // From memory while the NGO's list is unchanged (listCache.ts: the database counts its changes),
      // serialised and compressed once.
      const answer = await cachedEventList(app.db, ngo.ngoId, request.query, () => ngoEvents(app.db, ngo.ngoId, request.query));
      return sendKeptAnswer(request, reply, answer);
    },
  );

  app.get(
    '/events/filters/',
    {
      schema: { tags, summary: 'The teams an event can name (SPEC §3), by id', security: ngoOrAdmin, response: { 200: eventFiltersSchema, ...refused } },
    },
    async () => eventFilters(app.db),
  );

  app.get(
    '/events/:id/',
    {
      schema: {
        tags,
        summary: "One event: the NGO's own, or any for a super administrator",
        security: ngoOrAdmin,
        params: idParams,
        response: { 200: eventSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return eventById(app.db, existingId(request.params.id, eventNotFound), user.type === 'ngo' ? user.ngoId : null);
    },
  );

  app.post(
    '/events/create/',
    {
      schema: {
        tags,
        summary: 'Create an event, pending review; a recurring event also creates its occurrences',
        security: ngoOnly,
        body: eventPayloadSchema,
        response: { 201: eventEnvelopeSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const event = await createEvent(app.db, signedInNgo(request).ngoId, request.body);
      return reply.code(201).send({ data: event });
    },
  );

  app.put(
    '/events/:id/update/',
    {
      schema: {
        tags,
        summary: "Update a pending or rejected event; a series parent's pending and rejected occurrences follow it",
        security: ngoOnly,
        params: idParams,
        body: eventPayloadSchema,
        response: { 200: eventEnvelopeSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const ngoId = signedInNgo(request).ngoId;
      return { data: await updateEvent(app.db, files(request), ngoId, existingId(request.params.id, eventNotFound), request.body) };
    },
  );

  app.delete(
    '/events/:id/delete/',
    {
      schema: {
        tags,
        summary: 'Delete a draft, pending or rejected event with its occurrences',
        security: ngoOnly,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteEvent(app.db, files(request), signedInNgo(request).ngoId, existingId(request.params.id, eventNotFound));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/events/:id/submit/',
    {
      schema: {
        tags,
        summary: 'Submit a draft or rejected event for review (with the submittable occurrences of a series)',
        security: ngoOnly,
        params: idParams,
        response: { 200: eventEnvelopeSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({ data: await submitEvent(app.db, signedInNgo(request).ngoId, existingId(request.params.id, eventNotFound)) }),
  );

  app.post(
    '/event/main-image/upload',
    {
      config: { rateLimit: MAIN_IMAGE_UPLOADS_PER_IP },
      schema: {
        tags,
        summary: "Upload an event's main image (multipart field `file`: JPEG, PNG or GIF up to 5 MB); answers its URL",
        security: ngoOrAdmin,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema, 400: apiErrorSchema, ...refused, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const bytes = await theOneImage(request);
      const user = request.user!;
      const imageUrl = await storeMainImage(app.db, app.storage, user.type === 'ngo' ? user.ngoId : null, bytes);
      return reply.code(201).send({ data: { image_url: imageUrl } });
    },
  );
};

/** The main-image upload's limit: every upload route's (server/platform/uploads.ts). */
export const MAIN_IMAGE_UPLOADS_PER_IP = IMAGE_UPLOADS_PER_IP;
