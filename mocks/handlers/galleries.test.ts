import { describe, expect, it, vi } from 'vitest';
import { catalogueText } from '@/contract/errors';
import { galleryPageSchema, galleryPhotoListSchema } from '@/contract/galleries';
import { GALLERY_CAPTION_MAX_LENGTH, GALLERY_MAX_PHOTOS, GALLERY_UPLOAD_MAX_FILES, MAX_IMAGE_BYTES } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import { ENDED_EVENT_ID, GREEN_VALLEY_NGO_ID, PAWS_OF_SAVINJA_NGO_ID, PENDING_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { PAWS, adminToken, get, headers, ngoToken, remove } from './eventsTesting';

// Issue 16, point 6 on the mock store: the six gallery calls and the public NGO gallery answer as
// the server does (contract/galleries.ts and the wire rules of the issue), with the same messages.

const TREE_PLANTING = eventIdOf('Tree Planting Saturday'); // published, Green Valley's, two demo photos
const DRAFT = eventIdOf('Riverbank Clean-up 2027'); // a draft of Green Valley
const SHELTER_OPEN_DAY = eventIdOf('Shelter Open Day'); // approved, another NGO's
const EVENT_NOT_FOUND = { code: 'event_not_found', error: en.events.errors.codes.notFound };
const NGO_NOT_FOUND = { code: 'ngo_not_found', error: en.publicNgo.errors.notFound };
const PHOTO_NOT_FOUND = { code: 'gallery_photo_not_found', error: en.gallery.errors.photoNotFound };

describe('event galleries on the mock store', () => {
  it("reads Tree Planting Saturday's demo photos anonymously, as a plain list or a page with the count", async () => {
    const photos = galleryPhotoListSchema.parse(await json(get(`public/events/${TREE_PLANTING}/gallery/`), 200));
    expect(photos).toEqual([
      { id: 1, caption: 'Volunteers with the first saplings', thumbnail_image: '/demo/gallery-tree-planting-1.jpg', large_image: '/demo/gallery-tree-planting-1.jpg' },
      { id: 2, caption: '', thumbnail_image: '/demo/gallery-tree-planting-2.jpg', large_image: '/demo/gallery-tree-planting-2.jpg' },
    ]);
    expect(galleryPageSchema.parse(await json(get(`public/events/${TREE_PLANTING}/gallery/?page=2&page_size=1`), 200))).toEqual({ count: 2, results: [photos[1]] });
    expect(await json(get(`public/events/${TREE_PLANTING}/gallery/?page=1`), 200)).toEqual({ count: 2, results: photos });
    expect(await json(get(`public/events/${TREE_PLANTING}/gallery/?page=0`), 400)).toMatchObject({ code: 'validation_failed', fields: { page: expect.any(Array) } });
  });

  it("shows an event's gallery to its NGO and the administrator; another NGO's or an unknown event is 404, signed out 401", async () => {
    expect(await json(get(`events/${DRAFT}/gallery/`, await ngoToken()), 200)).toEqual([]);
    expect(await json(get(`events/${DRAFT}/gallery/`, await adminToken()), 200)).toEqual([]);
    expect(await json(get(`events/${DRAFT}/gallery/`, await ngoToken(PAWS)), 404)).toEqual(EVENT_NOT_FOUND);
    expect(await json(get(`events/${TREE_PLANTING}/gallery/`, await ngoToken(PAWS)), 404)).toEqual(EVENT_NOT_FOUND);
    expect(await json(get('events/999/gallery/', await ngoToken()), 404)).toEqual(EVENT_NOT_FOUND);
    expect(await json(get('events/abc/gallery/', await ngoToken()), 404)).toEqual(EVENT_NOT_FOUND);
    expect((await get(`events/${DRAFT}/gallery/`)).status).toBe(401);
    // Anyone reads public galleries only: a draft's answers as an unknown event.
    expect(await json(get(`public/events/${DRAFT}/gallery/`), 404)).toEqual(EVENT_NOT_FOUND);
    expect(await json(get('public/events/999/gallery/'), 404)).toEqual(EVENT_NOT_FOUND);
  });

  it("shows an ended public event's gallery to anyone, but not one whose NGO is no longer approved", async () => {
    expect((await get(`public/events/${ENDED_EVENT_ID}/gallery/`)).status).toBe(200);
    expect((await get(`public/events/${SHELTER_OPEN_DAY}/gallery/`)).status).toBe(200);
    store.ngos.find((ngo) => ngo.id === PAWS_OF_SAVINJA_NGO_ID)!.status = 'suspended';
    expect(await json(get(`public/events/${SHELTER_OPEN_DAY}/gallery/`), 404)).toEqual(EVENT_NOT_FOUND);
  });

  it('uploads three photos with one trimmed caption, listed after the older ones, as object URLs of the bytes', async () => {
    const created = galleryPhotoListSchema.parse(
      await json(eventUpload(await ngoToken(), TREE_PLANTING, [jpeg('a.jpg'), png('b.png'), gif('c.gif')], '  Planting day  '), 201),
    );
    expect(created).toHaveLength(3);
    for (const photo of created) {
      expect(photo.caption).toBe('Planting day');
      expect(photo.thumbnail_image).toMatch(/^blob:/);
      expect(photo.large_image).toBe(photo.thumbnail_image);
    }
    const listed = galleryPhotoListSchema.parse(await json(get(`public/events/${TREE_PLANTING}/gallery/`), 200));
    expect(listed.map((photo) => photo.id)).toEqual([1, 2, ...created.map((photo) => photo.id)]);
  });

  it('reads each format from the bytes, not the name: a bad file among good ones is named and nothing is stored', async () => {
    const token = await ngoToken();
    const before = store.gallery_photos.length;
    const disguised = new File(['%PDF-1.7 not a photo'], 'holiday.jpg', { type: 'image/jpeg' });
    expect(await json(eventUpload(token, TREE_PLANTING, [jpeg('a.jpg'), disguised, png('b.png')]), 400)).toEqual({
      code: 'image_invalid',
      error: `file: holiday.jpg: ${en.errors.image.invalid}`,
      fields: { file: [`holiday.jpg: ${en.errors.image.invalid}`] },
    });
    const huge = new File([JPEG_BYTES, new Uint8Array(MAX_IMAGE_BYTES)], 'huge.jpg', { type: 'image/jpeg' });
    expect(await json(eventUpload(token, TREE_PLANTING, [jpeg('a.jpg'), huge]), 413)).toMatchObject({
      code: 'image_too_large',
      fields: { file: ['huge.jpg: File size must be less than 5MB'] },
    });
    expect(store.gallery_photos).toHaveLength(before);
    // A real PNG whatever it is called or claims to be.
    const named = new File([PNG_BYTES], 'scan.pdf', { type: 'application/pdf' });
    expect((await eventUpload(token, TREE_PLANTING, [named])).status).toBe(201);
  });

  it(`takes at least one and at most ${GALLERY_UPLOAD_MAX_FILES} files in one upload, and a one-line caption`, async () => {
    const token = await ngoToken();
    expect(await json(eventUpload(token, TREE_PLANTING, []), 400)).toEqual({
      code: 'gallery_no_files',
      error: 'file: Please select at least one file to upload.',
      fields: { file: ['Please select at least one file to upload.'] },
    });
    const tooMany = Array.from({ length: GALLERY_UPLOAD_MAX_FILES + 1 }, (_, index) => jpeg(`${index}.jpg`));
    expect(await json(eventUpload(token, TREE_PLANTING, tooMany), 400)).toMatchObject({
      code: 'gallery_too_many_files',
      fields: { file: [catalogueText(en, 'gallery.validation.tooManyFiles', { max: GALLERY_UPLOAD_MAX_FILES })] },
    });
    expect((await eventUpload(token, TREE_PLANTING, tooMany.slice(1))).status).toBe(201);
    const long = 'x'.repeat(GALLERY_CAPTION_MAX_LENGTH + 1);
    expect(await json(eventUpload(token, TREE_PLANTING, [jpeg('a.jpg')], long), 400)).toMatchObject({ code: 'validation_failed', fields: { caption: expect.any(Array) } });
  });

  it(`keeps at most ${GALLERY_MAX_PHOTOS} photos in a gallery`, async () => {
    const token = await ngoToken();
    for (let id = 100; store.gallery_photos.filter((photo) => photo.event_id === TREE_PLANTING).length < GALLERY_MAX_PHOTOS - 1; id += 1) {
      store.gallery_photos.push({ id, ngo_id: GREEN_VALLEY_NGO_ID, event_id: TREE_PLANTING, caption: '', url: '/demo/gallery-tree-planting-1.jpg' });
    }
    expect(await json(eventUpload(token, TREE_PLANTING, [jpeg('a.jpg'), jpeg('b.jpg')]), 409)).toEqual({
      code: 'gallery_full',
      error: catalogueText(en, 'gallery.errors.full', { max: GALLERY_MAX_PHOTOS }),
    });
    expect((await eventUpload(token, TREE_PLANTING, [jpeg('a.jpg')])).status).toBe(201);
    // The NGO's own gallery is another gallery, with its own count.
    expect((await ngoUpload(token, GREEN_VALLEY_NGO_ID, [jpeg('a.jpg')])).status).toBe(201);
  });

  it("uploads only to the NGO's own event: another's or none answers 404, signed out 401, the administrator 403", async () => {
    const token = await ngoToken();
    expect(await json(eventUpload(token, SHELTER_OPEN_DAY, [jpeg('a.jpg')]), 404)).toEqual(EVENT_NOT_FOUND);
    expect(await json(eventUpload(token, null, [jpeg('a.jpg')]), 404)).toEqual(EVENT_NOT_FOUND);
    expect((await eventUpload(undefined, TREE_PLANTING, [jpeg('a.jpg')])).status).toBe(401);
    expect((await eventUpload(await adminToken(), TREE_PLANTING, [jpeg('a.jpg')])).status).toBe(403);
    expect(store.gallery_photos.filter((photo) => photo.event_id === SHELTER_OPEN_DAY)).toEqual([]);
  });

  it("deletes an event photo as its NGO or the administrator; another NGO's, another gallery's or an unknown one is 404", async () => {
    const token = await ngoToken();
    expect(await json(remove(`events/${TREE_PLANTING}/gallery/1/delete/`, await ngoToken(PAWS)), 404)).toEqual(PHOTO_NOT_FOUND);
    expect(await json(remove(`events/${DRAFT}/gallery/1/delete/`, token), 404)).toEqual(PHOTO_NOT_FOUND);
    expect(await json(remove(`events/${TREE_PLANTING}/gallery/3/delete/`, token), 404)).toEqual(PHOTO_NOT_FOUND); // the NGO gallery's
    expect(await json(remove(`events/${TREE_PLANTING}/gallery/999/delete/`, token), 404)).toEqual(PHOTO_NOT_FOUND);
    expect((await remove(`events/${TREE_PLANTING}/gallery/1/delete/`)).status).toBe(401);

    expect((await remove(`events/${TREE_PLANTING}/gallery/1/delete/`, token)).status).toBe(204);
    expect((await remove(`events/${TREE_PLANTING}/gallery/2/delete/`, await adminToken())).status).toBe(204);
    expect(await json(remove(`events/${TREE_PLANTING}/gallery/1/delete/`, token), 404)).toEqual(PHOTO_NOT_FOUND);
    expect(await json(get(`public/events/${TREE_PLANTING}/gallery/`), 200)).toEqual([]);
  });

  it("lets go of an uploaded photo's object URL when it or its event is deleted", async () => {
    const token = await ngoToken();
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const [photo] = galleryPhotoListSchema.parse(await json(eventUpload(token, DRAFT, [jpeg('a.jpg')]), 201));
    const [other] = galleryPhotoListSchema.parse(await json(eventUpload(token, DRAFT, [png('b.png')]), 201));
    expect((await remove(`events/${DRAFT}/gallery/${photo!.id}/delete/`, token)).status).toBe(204);
    expect(revoked).toHaveBeenCalledWith(photo!.large_image);

    expect((await remove(`events/${DRAFT}/delete/`, token)).status).toBe(204);
    expect(revoked).toHaveBeenCalledWith(other!.large_image);
    expect(store.gallery_photos.filter((each) => each.event_id === DRAFT)).toEqual([]);
  });
});

describe("the NGO's own gallery on the mock store", () => {
  it('lists the signed-in NGO its own photos, plain or paged, and no one else', async () => {
    const photos = galleryPhotoListSchema.parse(await json(get('portal/gallery/', await ngoToken()), 200));
    expect(photos.map((photo) => [photo.id, photo.caption, photo.large_image])).toEqual([
      [3, 'The Green Valley team', '/demo/gallery-green-valley-1.jpg'],
      [4, 'Our community garden in June', '/demo/gallery-green-valley-2.jpg'],
    ]);
    expect(await json(get('portal/gallery/?page=1&page_size=1', await ngoToken()), 200)).toEqual({ count: 2, results: [photos[0]] });
    expect(await json(get('portal/gallery/', await ngoToken(PAWS)), 200)).toEqual([]);
    expect((await get('portal/gallery/', await adminToken())).status).toBe(403);
    expect((await get('portal/gallery/')).status).toBe(401);
  });

  it('uploads under its own ngo_id or none, the caption optional, with the same file rules', async () => {
    const token = await ngoToken();
    const created = galleryPhotoListSchema.parse(await json(ngoUpload(token, GREEN_VALLEY_NGO_ID, [jpeg('a.jpg'), gif('b.gif')]), 201));
    expect(created.map((photo) => photo.caption)).toEqual(['', '']);
    expect((galleryPhotoListSchema.parse(await json(get('portal/gallery/', token), 200))).map((photo) => photo.id)).toEqual([3, 4, ...created.map((photo) => photo.id)]);

    // ngo_id may be left out; another NGO's is refused.
    expect(galleryPhotoListSchema.parse(await json(ngoUpload(token, null, [jpeg('c.jpg')]), 201))).toHaveLength(1);
    const before = store.gallery_photos.length;
    expect(await json(ngoUpload(token, PAWS_OF_SAVINJA_NGO_ID, [jpeg('a.jpg')]), 403)).toMatchObject({ code: 'forbidden' });
    expect(await json(ngoUpload(token, GREEN_VALLEY_NGO_ID, []), 400)).toMatchObject({ code: 'gallery_no_files' });
    const bad = new File(['<svg/>'], 'logo.png', { type: 'image/png' });
    expect(await json(ngoUpload(token, GREEN_VALLEY_NGO_ID, [jpeg('a.jpg'), bad]), 400)).toMatchObject({
      code: 'image_invalid',
      fields: { file: [`logo.png: ${en.errors.image.invalid}`] },
    });
    expect(store.gallery_photos).toHaveLength(before);
    expect((await ngoUpload(undefined, GREEN_VALLEY_NGO_ID, [jpeg('a.jpg')])).status).toBe(401);
  });

  it("deletes only its own NGO photo: another NGO's or an event's photo answers 404", async () => {
    const token = await ngoToken();
    expect(await json(remove('portal/gallery/3/', await ngoToken(PAWS)), 404)).toEqual(PHOTO_NOT_FOUND);
    expect(await json(remove('portal/gallery/1/', token), 404)).toEqual(PHOTO_NOT_FOUND); // Tree Planting Saturday's
    expect(await json(remove('portal/gallery/abc/', token), 404)).toEqual(PHOTO_NOT_FOUND);
    expect((await remove('portal/gallery/3/', await adminToken())).status).toBe(403);
    expect((await remove('portal/gallery/3/', token)).status).toBe(204);
    expect(store.gallery_photos.map((photo) => photo.id)).toEqual([1, 2, 4]);
  });

  it('shows an approved NGO its gallery on its public page, to anyone; pending, suspended or unknown NGOs are 404', async () => {
    const photos = galleryPhotoListSchema.parse(await json(get(`public/ngos/${GREEN_VALLEY_NGO_ID}/gallery/`), 200));
    expect(photos.map((photo) => photo.id)).toEqual([3, 4]);
    expect(await json(get(`public/ngos/${GREEN_VALLEY_NGO_ID}/gallery/?page=2&page_size=1`), 200)).toEqual({ count: 2, results: [photos[1]] });
    expect(await json(get(`public/ngos/${PAWS_OF_SAVINJA_NGO_ID}/gallery/`), 200)).toEqual([]);
    for (const id of [PENDING_NGO_ID, SUSPENDED_NGO_ID, 999]) {
      expect(await json(get(`public/ngos/${id}/gallery/`), 404)).toEqual(NGO_NOT_FOUND);
    }
  });
});

// ---------------------------------------------------------------------------------------------

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const GIF_BYTES = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

function jpeg(name: string): File {
  return new File([JPEG_BYTES], name, { type: 'image/jpeg' });
}

function png(name: string): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}

function gif(name: string): File {
  return new File([GIF_BYTES], name, { type: 'image/gif' });
}

function eventIdOf(eventName: string): number {
  return store.events.find((event) => event.eventName === eventName && !event.is_recurring_instance)!.id;
}

async function json(response: Promise<Response>, status: number): Promise<unknown> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return answer.json();
}

/** POST /api/event/photos/upload as the event form sends it; a null event_id is left out. */
function eventUpload(token: string | undefined, eventId: number | null, files: File[], caption?: string): Promise<Response> {
  return multipart('event/photos/upload', token, files, { event_id: eventId, caption });
}

/** POST /api/ngo/photos/upload as the profile's gallery sends it; a null ngo_id is left out. */
function ngoUpload(token: string | undefined, ngoId: number | null, files: File[], caption?: string): Promise<Response> {
  return multipart('ngo/photos/upload', token, files, { ngo_id: ngoId, caption });
}

function multipart(path: string, token: string | undefined, files: File[], fields: Record<string, string | number | null | undefined>): Promise<Response> {
  const body = new FormData();
  for (const file of files) body.append('file', file);
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined) body.append(name, String(value));
  return fetch(`/api/${path}`, { method: 'POST', headers: headers(token), body });
}
