import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@/contract/errors';
import { galleryListQuerySchema, galleryPageSchema, galleryPhotoListSchema } from '@/contract/galleries';
import { pathIdOf } from '@/contract/platform';
import { eventNotFound } from '@/server/events/service';
import { publicNgoNotFound } from '@/server/publicNgos/service';
import { forbidden, securityFor, signedInNgo } from '@/server/platform/auth';
import { existingId, idParams, pathId } from '@/server/platform/pathId';
import { IMAGE_UPLOADS_PER_IP } from '@/server/platform/uploads';
import {
  addPhotos,
  checkEventOfNgo,
  deletePhoto,
  eventGallery,
  ngoGallery,
  photoNotFound,
  publicEventGallery,
  publicNgoGallery,
} from './service';
import { captionOf, processAll, readGalleryForm } from './upload';

/**
 * Issue 16: the six SPEC §7 gallery calls (an event's gallery and the NGO's own: read, upload,
 * delete) and the public reads of both. The NGO that owns a gallery uploads to it and deletes from
 * it; the administrator reads any event's gallery and deletes from it (moderation), but uploads
 * nothing. Anyone reads a public event's gallery and an approved NGO's under /api/public/.
 */
export const galleriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['galleries'];
  const ngoOnly = securityFor('ngo');
  const ngoOrAdmin = securityFor('ngo', 'super_admin');
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  const list = { 200: z.union([galleryPhotoListSchema, galleryPageSchema]), 400: apiErrorSchema };
  const listDescription =
    'Oldest first. Without `page` the answer is the array of every photo (SPEC §7); with `page`, `{ count, results }`: ' +
    'how many photos in all and that page of `page_size` (24 by default, at most 100).';
  const uploadDescription =
    'multipart/form-data: `file` repeated (1 to 10 files, each a JPEG, PNG or GIF up to 5 MB, checked by its bytes), ' +
    '`caption` (optional, one line, up to 300 characters, given to every photo). All or nothing: one bad file refuses the ' +
    'whole upload (400 image_invalid or 413 image_too_large, `fields.file` naming it and its place) and nothing is stored. ' +
    '0 files: 400 gallery_no_files; more than 10: 400 gallery_too_many_files; past 500 photos: 409 gallery_full. ' +
    'Answers the new photos.';
  const uploadResponses = { 201: galleryPhotoListSchema, 400: apiErrorSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
  const files = (request: FastifyRequest) => ({ storage: app.storage, log: request.log });

  app.get(
    '/events/:id/gallery/',
    {
      schema: {
        tags,
        summary: "An event's gallery: the NGO's own event, or any event for the administrator",
        description: listDescription,
        security: ngoOrAdmin,
        params: idParams,
        querystring: galleryListQuerySchema,
        response: { ...list, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return eventGallery(app.db, existingId(request.params.id, eventNotFound), user.type === 'ngo' ? user.ngoId : null, request.query);
    },
  );

  app.post(
    '/event/photos/upload',
    {
      config: { rateLimit: IMAGE_UPLOADS_PER_IP },
      schema: {
        tags,
        summary: "Add photos to one of the NGO's events (multipart: `file` repeated, `caption`, `event_id`)",
        description: `${uploadDescription} \`event_id\` names the NGO's event; another NGO's or an unknown one answers 404 event_not_found.`,
        security: ngoOnly,
        consumes: ['multipart/form-data'],
        response: uploadResponses,
      },
    },
    async (request, reply) => {
      const ngoId = signedInNgo(request).ngoId;
      const form = await readGalleryForm(request);
      const eventId = existingId(pathIdOf(form.fields.event_id ?? ''), eventNotFound);
      await checkEventOfNgo(app.db, eventId, ngoId);
      const caption = captionOf(form);
      const images = await processAll(form.files);
      return reply.code(201).send(await addPhotos(app.db, app.storage, { ngoId, eventId }, caption, images));
    },
  );

  app.delete(
    '/events/:id/gallery/:photoId/delete/',
    {
      schema: {
        tags,
        summary: "Delete a photo of an event's gallery: the NGO's own event, or any for the administrator (moderation)",
        security: ngoOrAdmin,
        params: z.object({ id: pathId, photoId: pathId }),
        response: { 204: z.null().describe('Deleted'), ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const eventId = existingId(request.params.id, photoNotFound);
      const photoId = existingId(request.params.photoId, photoNotFound);
      await deletePhoto(app.db, files(request), photoId, { ngoId: user.type === 'ngo' ? user.ngoId : null, eventId });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/portal/gallery/',
    {
      schema: {
        tags,
        summary: "The signed-in NGO's own gallery",
        description: listDescription,
        security: ngoOnly,
        querystring: galleryListQuerySchema,
        response: { ...list, ...refused },
      },
    },
    async (request) => ngoGallery(app.db, signedInNgo(request).ngoId, request.query),
  );

  app.post(
    '/ngo/photos/upload',
    {
      config: { rateLimit: IMAGE_UPLOADS_PER_IP },
      schema: {
        tags,
        summary: "Add photos to the NGO's own gallery (multipart: `file` repeated, `caption` optional, `ngo_id`)",
        description: `${uploadDescription} \`ngo_id\` may be left out; when sent it must be the signed-in NGO's id, else 403 forbidden.`,
        security: ngoOnly,
        consumes: ['multipart/form-data'],
        response: uploadResponses,
      },
    },
    async (request, reply) => {
      const ngoId = signedInNgo(request).ngoId;
      const form = await readGalleryForm(request);
      // The gallery is always the caller's; a form naming another NGO is refused, never followed.
      if (form.fields.ngo_id !== undefined && pathIdOf(form.fields.ngo_id.trim()) !== ngoId) throw forbidden();
      const caption = captionOf(form);
      const images = await processAll(form.files);
      return reply.code(201).send(await addPhotos(app.db, app.storage, { ngoId, eventId: null }, caption, images));
    },
  );

  app.delete(
    '/portal/gallery/:id/',
    {
      schema: {
        tags,
        summary: "Delete a photo of the NGO's own gallery",
        security: ngoOnly,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const ngoId = signedInNgo(request).ngoId;
      await deletePhoto(app.db, files(request), existingId(request.params.id, photoNotFound), { ngoId, eventId: null });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/public/events/:id/gallery/',
    {
      schema: {
        tags,
        summary: 'The gallery of a public event (approved or published, of an approved NGO), also once it has ended',
        description: `Anonymous. ${listDescription} Any other event answers 404 event_not_found.`,
        params: idParams,
        querystring: galleryListQuerySchema,
        response: { ...list, 404: apiErrorSchema },
      },
    },
    async (request) => publicEventGallery(app.db, existingId(request.params.id, eventNotFound), request.query),
  );

  app.get(
    '/public/ngos/:id/gallery/',
    {
      schema: {
        tags,
        summary: "An approved NGO's own gallery, for its public page",
        description: `Anonymous. ${listDescription} A pending, suspended or unknown NGO answers 404 ngo_not_found.`,
        params: idParams,
        querystring: galleryListQuerySchema,
        response: { ...list, 404: apiErrorSchema },
      },
    },
    async (request) => publicNgoGallery(app.db, existingId(request.params.id, publicNgoNotFound), request.query),
  );
};
