import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MAX_PHOTOS, GALLERY_UPLOAD_MAX_FILES, MAX_IMAGE_BYTES } from '@/contract/limits';
import { galleryPhotos } from '@/server/db/schema';
import { adminAndTwoNgos, callAs, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent } from '@/server/test/events';
import { gif, jpeg, png, pngDeclaring, uploadedPhotos, uploadPhotos } from '@/server/test/galleries';

// Issue 16, point 2: every file of a gallery upload through the image pipeline, all or nothing.

describe.each(testDatabases)('gallery uploads on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  let other: ApprovedNgo;
  let eventId: number;
  beforeAll(async () => {
    ({ admin, ngo, other } = await adminAndTwoNgos(t.app));
    eventId = (await createEvent(t.app, ngo)).id;
  });

  const toEvent = (id = eventId) => ({ event_id: String(id) });
  /** Every file under the local storage's root. */
  async function mediaFiles(): Promise<string[]> {
    const root = path.join(t.app.config.dataDir, 'media');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }

  it("stores JPEG, PNG and GIF photos in an event's gallery with one caption, and answers them in order (201)", async () => {
    const photos = await uploadedPhotos(t.app, ngo, 'event', [await jpeg(), await png(), await gif()], { ...toEvent(), caption: '  Planting day  ' });

    expect(photos).toHaveLength(3);
    expect(photos.map((photo) => photo.caption)).toEqual(['Planting day', 'Planting day', 'Planting day']);
    expect(photos[0]!.id).toBeLessThan(photos[1]!.id);
    expect(photos[0]!.large_image).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}-large\.jpg$/);
    // A PNG stays PNG; a GIF becomes its first frame as a PNG (server/platform/images.ts).
    expect(photos[1]!.large_image).toMatch(/-large\.png$/);
    expect(photos[2]!.thumbnail_image).toMatch(/-thumb\.png$/);
    const served = await t.app.inject({ url: photos[0]!.thumbnail_image });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  it("stores the NGO's own photos without a caption, with ngo_id or without it", async () => {
    const named = await uploadedPhotos(t.app, ngo, 'ngo', [await jpeg()], { ngo_id: String(ngo.ngo_id) });
    const unnamed = await uploadedPhotos(t.app, ngo, 'ngo', [await png()]);
    expect([...named, ...unnamed].map((photo) => photo.caption)).toEqual(['', '']);
    const [row] = await t.app.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, named[0]!.id));
    expect(row).toMatchObject({ ngoId: ngo.ngo_id, eventId: null });
  });

  it('judges a file by its bytes: text named .jpg is refused, a PNG named .txt is stored', async () => {
    const text = await uploadPhotos(t.app, ngo, 'event', [{ bytes: 'not a picture', filename: 'photo.jpg', contentType: 'image/jpeg' }], toEvent());
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'image_invalid' });

    const photos = await uploadedPhotos(t.app, ngo, 'event', [{ bytes: await png(), filename: 'notes.txt', contentType: 'text/plain' }], toEvent());
    expect(photos[0]!.large_image).toMatch(/-large\.png$/);
  });

  it('stores nothing when one file among good ones is bad, and names it with its place', async () => {
    const before = await mediaFiles();
    const files = [await jpeg(), await png(), { bytes: 'hello', filename: 'photo3.txt', contentType: 'text/plain' }, await jpeg()];

    const response = await uploadPhotos(t.app, ngo, 'event', files, toEvent());

    expect(response.statusCode).toBe(400);
    const message = 'photo3.txt (file 3): Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF';
    expect(response.json()).toEqual({ code: 'image_invalid', error: message, fields: { file: [message] } });
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 naming it, and stores nothing', async () => {
    const before = await mediaFiles();
    const huge = { bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), filename: 'huge.jpg', contentType: 'image/jpeg' };
    const response = await uploadPhotos(t.app, ngo, 'event', [await jpeg(), huge], toEvent());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'image_too_large', fields: { file: ['huge.jpg (file 2): File size must be less than 5MB'] } });
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a picture over the pixel limit (a decompression bomb), naming it', async () => {
    const response = await uploadPhotos(t.app, ngo, 'ngo', [{ bytes: pngDeclaring(10_000, 10_000), filename: 'bomb.png', contentType: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'image_invalid', fields: { file: [expect.stringMatching(/^bomb\.png \(file 1\): Image dimensions are too large/)] } });
  });

  it("removes the photo's EXIF (the camera's GPS position and author)", async () => {
    const withExif = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888888' } })
      .withExif({ IFD0: { Artist: 'Jane Volunteer' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const [photo] = await uploadedPhotos(t.app, ngo, 'ngo', [withExif]);
    const large = await t.app.inject({ url: photo!.large_image });
    expect((await sharp(large.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('asks for at least one file (400 gallery_no_files), SPEC §5', async () => {
    const response = await uploadPhotos(t.app, ngo, 'event', [], { ...toEvent(), caption: 'Nothing' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'gallery_no_files', error: 'Please select at least one file to upload.' });
  });

  it(`takes at most ${GALLERY_UPLOAD_MAX_FILES} files at a time: ${GALLERY_UPLOAD_MAX_FILES + 1} answer 400 gallery_too_many_files and store nothing`, async () => {
    const before = await mediaFiles();
    const small = await jpeg(40, 40);
    const response = await uploadPhotos(t.app, ngo, 'event', Array.from({ length: GALLERY_UPLOAD_MAX_FILES + 1 }, () => small), toEvent());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'gallery_too_many_files', error: `Upload at most ${GALLERY_UPLOAD_MAX_FILES} photos at a time.` });
    expect(await mediaFiles()).toEqual(before);

    const ten = await uploadedPhotos(t.app, ngo, 'event', Array.from({ length: GALLERY_UPLOAD_MAX_FILES }, () => small), toEvent());
    expect(ten).toHaveLength(GALLERY_UPLOAD_MAX_FILES);
  });

  it("answers another NGO's event, an unknown one and a missing event_id 404 event_not_found, storing nothing", async () => {
    const before = await mediaFiles();
    const othersEvent = (await createEvent(t.app, other)).id;
    for (const fields of [toEvent(othersEvent), toEvent(2_000_000_000), { event_id: 'abc' }, {}]) {
      const response = await uploadPhotos(t.app, ngo, 'event', [await jpeg()], fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'event_not_found' });
    }
    expect(await mediaFiles()).toEqual(before);
  });

  it("refuses an ngo_id that is not the signed-in NGO's with 403, storing nothing", async () => {
    const before = await mediaFiles();
    for (const ngoId of [String(other.ngo_id), '999999', 'x']) {
      const response = await uploadPhotos(t.app, ngo, 'ngo', [await jpeg()], { ngo_id: ngoId });
      expect(response.statusCode, ngoId).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a caption over 300 characters or on two lines (400 validation_failed)', async () => {
    for (const caption of ['x'.repeat(301), 'two\nlines']) {
      const response = await uploadPhotos(t.app, ngo, 'ngo', [await jpeg()], { caption });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { caption: [expect.any(String)] } });
    }
  });

  it("refuses anonymous uploads with the guard's 401, and the administrator's with 403: it uploads to no gallery", async () => {
    const anonymous = await uploadPhotos(t.app, null, 'event', [await jpeg()], toEvent());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    for (const gallery of ['event', 'ngo'] as const) {
      expect((await uploadPhotos(t.app, admin, gallery, [await jpeg()], toEvent())).statusCode).toBe(403);
    }
  });

  it(`keeps a gallery at ${GALLERY_MAX_PHOTOS} photos: an upload that would pass it answers 409 gallery_full and stores nothing`, async () => {
    const full = (await createEvent(t.app, ngo)).id;
    await t.app.db.insert(galleryPhotos).values(
      Array.from({ length: GALLERY_MAX_PHOTOS - 1 }, (_, index) => ({
        ngoId: ngo.ngo_id,
        eventId: full,
        thumbnailUrl: `/media/x/${full}-${index}-thumb.jpg`,
        largeUrl: `/media/x/${full}-${index}-large.jpg`,
        thumbnailKey: `x/${full}-${index}-thumb.jpg`,
        largeKey: `x/${full}-${index}-large.jpg`,
      })),
    );
    const before = await mediaFiles();
    const two = await uploadPhotos(t.app, ngo, 'event', [await jpeg(), await jpeg()], toEvent(full));
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({ code: 'gallery_full', error: expect.stringContaining(String(GALLERY_MAX_PHOTOS)) });
    expect(await mediaFiles()).toEqual(before);
    // The last place is still free; the NGO's own gallery is another gallery.
    expect(await uploadedPhotos(t.app, ngo, 'event', [await jpeg()], toEvent(full))).toHaveLength(1);
    expect((await uploadPhotos(t.app, ngo, 'event', [await jpeg()], toEvent(full))).statusCode).toBe(409);
    expect((await callAs(t.app, ngo, 'GET', `/api/events/${full}/gallery/?page=21`)).json()).toMatchObject({ count: GALLERY_MAX_PHOTOS });
  });
});
