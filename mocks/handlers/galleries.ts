import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import { catalogueText, platformErrorCodes, validationError } from '@/contract/errors';
import { eventErrorCodes } from '@/contract/events';
import {
  galleryCaptionSchema,
  galleryErrorCodes,
  galleryErrorKeys,
  galleryFilesProblem,
  galleryListQuerySchema,
  type GalleryErrorCode,
  type GalleryPage,
  type GalleryPhoto,
} from '@/contract/galleries';
import { IMAGE_CONTENT_TYPES, imageFormatOf } from '@/contract/images';
import { GALLERY_MAX_PHOTOS, GALLERY_UPLOAD_MAX_FILES, MAX_IMAGE_BYTES } from '@/contract/limits';
import { pathIdOf } from '@/contract/platform';
import { accountErrorCodes } from '@/contract/signIn';
import en from '@/i18n/locales/en.json';
import { nextId, saveStore, store, type MockEvent, type MockGalleryPhoto } from '@/mocks/store';
import { authenticate } from './auth';
import { errorResponse, schemaFailed } from './errorEnvelope';
import { authenticateReader } from './events';
import { readQuery } from './query';

// Issue 16, point 6: SPEC §7's six gallery calls and the public NGO gallery on the mock store,
// answering as the server does (the wire rules of contract/galleries.ts): who may read, the upload
// rules (format from the bytes, 5 MB, at most GALLERY_UPLOAD_MAX_FILES, all or nothing, the cap),
// another NGO's event or photo answering 404 like an unknown one. An upload is kept as an object
// URL (thumbnail and large alike), in memory only: it dies with the page, so a dev:mock reload
// drops it (mocks/store.ts loadStore); the demo's photos are static files under /demo/.

export const galleryHandlers = [
  // The NGO's own event, or any for the administrator (server/galleries/routes.ts); anyone else
  // reads a public event's gallery at /api/public/events/{id}/gallery/.
  http.get('/api/events/:id/gallery/', ({ request, params }) => {
    const { ngoId } = authenticateReader(request);
    const event = store.events.find((candidate) => candidate.id === idOf(params.id) && (ngoId === null || candidate.organized_by === ngoId));
    if (!event) return eventNotFound();
    return photoList(request, (photo) => photo.event_id === event.id);
  }),

  http.get('/api/public/events/:id/gallery/', ({ request, params }) => {
    const event = store.events.find((candidate) => candidate.id === idOf(params.id));
    if (!event || !isPublicGallery(event)) return eventNotFound();
    return photoList(request, (photo) => photo.event_id === event.id);
  }),

  http.post('/api/event/photos/upload', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const form = await readForm(request);
    // Another NGO's event answers exactly like an unknown one; an event_id that names none too.
    const event = store.events.find((candidate) => candidate.id === idOf(form.get('event_id')) && candidate.organized_by === ngo.id);
    if (!event) return eventNotFound();
    return addPhotos(form, ngo.id, event.id);
  }),

  http.delete('/api/events/:id/gallery/:photoId/delete/', ({ request, params }) => {
    // The event's NGO, or the administrator (who reviews every event and may take a photo down).
    const { ngoId } = authenticateReader(request);
    const photo = store.gallery_photos.find((candidate) => candidate.id === idOf(params.photoId) && candidate.event_id !== null && candidate.event_id === idOf(params.id));
    if (!photo || (ngoId !== null && photo.ngo_id !== ngoId)) return galleryError(404, galleryErrorCodes.photoNotFound);
    removeGalleryPhotos((candidate) => candidate === photo);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('/api/portal/gallery/', ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    return photoList(request, (photo) => photo.ngo_id === ngo.id && photo.event_id === null);
  }),

  http.post('/api/ngo/photos/upload', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const form = await readForm(request);
    // ngo_id may be left out; one that names another NGO is refused (NGO ids are public anyway).
    if (form.has('ngo_id') && idOf(form.get('ngo_id')) !== ngo.id) return forbidden();
    return addPhotos(form, ngo.id, null);
  }),

  http.delete('/api/portal/gallery/:id/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const photo = store.gallery_photos.find((candidate) => candidate.id === idOf(params.id) && candidate.ngo_id === ngo.id && candidate.event_id === null);
    if (!photo) return galleryError(404, galleryErrorCodes.photoNotFound);
    removeGalleryPhotos((candidate) => candidate === photo);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('/api/public/ngos/:id/gallery/', ({ request, params }) => {
    const ngo = store.ngos.find((candidate) => candidate.id === idOf(params.id));
    // A pending or suspended NGO answers exactly as an unknown id, as its public page does.
    if (!ngo || ngo.status !== 'approved') return ngoNotFound();
    return photoList(request, (photo) => photo.ngo_id === ngo.id && photo.event_id === null);
  }),
];

/** Removes photos and lets go of their uploads' object URLs; deleting an event calls it for the event's photos. */
export function removeGalleryPhotos(doomed: (photo: MockGalleryPhoto) => boolean): void {
  for (const photo of store.gallery_photos.filter(doomed)) if (photo.url.startsWith('blob:')) URL.revokeObjectURL(photo.url);
  store.gallery_photos = store.gallery_photos.filter((photo) => !doomed(photo));
}

// ---------------------------------------------------------------------------------------------

const uploadFormSchema = z.object({ caption: galleryCaptionSchema });

/** Anyone reads the gallery of an approved or published event of an approved NGO, ended or not. */
function isPublicGallery(event: MockEvent): boolean {
  const organizer = store.ngos.find((ngo) => ngo.id === event.organized_by);
  return PUBLIC_EVENT_STATUSES.includes(event.status) && organizer?.status === 'approved';
}

/** A gallery's photos, oldest first: the plain list, or with `page` one page and the count. */
function photoList(request: Request, inGallery: (photo: MockGalleryPhoto) => boolean): Response {
  const query = galleryListQuerySchema.safeParse(readQuery(request));
  if (!query.success) return schemaFailed(query.error);
  const photos = store.gallery_photos.filter(inGallery).sort((a, b) => a.id - b.id).map(toGalleryPhoto);
  const { page, page_size } = query.data;
  if (page === undefined) return HttpResponse.json(photos);
  const offset = (page - 1) * page_size;
  return HttpResponse.json({ count: photos.length, results: photos.slice(offset, offset + page_size) } satisfies GalleryPage);
}

/**
 * Both uploads after their owner check: the caption, the number of files, the gallery's cap, then
 * each file in order (size, then format from its bytes). All or nothing: the first bad file is
 * named in the answer and no photo is stored. 201 with the new photos.
 */
async function addPhotos(form: FormData, ngoId: number, eventId: number | null): Promise<Response> {
  const fields = uploadFormSchema.safeParse({ caption: form.get('caption') ?? '' });
  if (!fields.success) return schemaFailed(fields.error);
  const files = form.getAll('file').filter((part): part is File => part instanceof Blob);

  const countProblem = galleryFilesProblem(files.length);
  if (countProblem) {
    const code = countProblem === galleryErrorKeys.gallery_no_files ? galleryErrorCodes.noFiles : galleryErrorCodes.tooManyFiles;
    return fileRefused(400, code, catalogueText(en, countProblem, { max: GALLERY_UPLOAD_MAX_FILES }));
  }
  const kept = store.gallery_photos.filter((photo) => photo.ngo_id === ngoId && photo.event_id === eventId).length;
  if (kept + files.length > GALLERY_MAX_PHOTOS) return galleryError(409, galleryErrorCodes.full);

  const images: Blob[] = [];
  for (const file of files) {
    // SPEC §5: the size first, before any byte is read.
    if (file.size > MAX_IMAGE_BYTES) return fileRefused(413, platformErrorCodes.imageTooLarge, `${file.name}: ${en.errors.image.tooLarge}`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const format = imageFormatOf(bytes);
    if (!format) return fileRefused(400, platformErrorCodes.imageInvalid, `${file.name}: ${en.errors.image.invalid}`);
    images.push(new Blob([bytes], { type: IMAGE_CONTENT_TYPES[format] }));
  }

  const photos = images.map((image, index): MockGalleryPhoto => ({
    id: nextId(store.gallery_photos) + index,
    ngo_id: ngoId,
    event_id: eventId,
    caption: fields.data.caption,
    url: URL.createObjectURL(image),
  }));
  store.gallery_photos.push(...photos);
  saveStore();
  return HttpResponse.json(photos.map(toGalleryPhoto), { status: 201 });
}

function toGalleryPhoto({ id, caption, url }: MockGalleryPhoto): GalleryPhoto {
  return { id, caption, thumbnail_image: url, large_image: url };
}

/** The multipart body as the server reads it; a body that is not multipart holds no field. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** A path or form id; anything that is not a positive whole number names nothing (null). */
function idOf(value: unknown): number | null {
  return typeof value === 'string' ? pathIdOf(value) : null;
}

/** A refused file or number of files: the validation envelope's shape, under its own code, the message on `file`. */
function fileRefused(status: number, code: string, message: string): Response {
  return HttpResponse.json({ ...validationError({ file: [message] }), code }, { status });
}

function galleryError(status: number, code: GalleryErrorCode): Response {
  return errorResponse(status, code, catalogueText(en, galleryErrorKeys[code], { max: GALLERY_MAX_PHOTOS }));
}

function eventNotFound(): Response {
  return errorResponse(404, eventErrorCodes.notFound, en.events.errors.codes.notFound);
}

function forbidden(): Response {
  return errorResponse(403, accountErrorCodes.forbidden, en.errors.accounts.forbidden);
}

function ngoNotFound(): Response {
  return errorResponse(404, accountErrorCodes.ngoNotFound, en.publicNgo.errors.notFound);
}
