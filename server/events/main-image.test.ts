import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageSchema } from '@/contract/events';
import { MAX_IMAGE_BYTES } from '@/contract/limits';
import { uploadedImages } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, eventPayload, type Caller } from '@/server/test/events';
import { MAIN_IMAGE_UPLOADS_PER_IP } from './routes';

type Part = { field: string; filename?: string; contentType?: string; bytes: Buffer | string };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = 'ngo-portal-main-image-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f7d4a' } }).jpeg().toBuffer();
}

describe.each(testDatabases)('event main image on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: Caller & { ngo_id: number };
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
  });

  const upload = (parts: Part[], caller: Caller = ngo) =>
    t.app.inject({ method: 'POST', url: '/api/event/main-image/upload', ...withAuth(multipart(parts), caller) });
  const withAuth = (body: ReturnType<typeof multipart>, caller: Caller) => ({ ...body, headers: { ...body.headers, ...bearer(caller.access) } });

  async function uploaded(): Promise<string> {
    const response = await upload([{ field: 'file', filename: 'river.jpg', contentType: 'image/jpeg', bytes: await photo() }]);
    expect(response.statusCode, response.body).toBe(201);
    return uploadedImageSchema.parse(response.json()).data.image_url;
  }

  it('stores a JPEG and answers the public URL of its large variant, which serves the image', async () => {
    const url = await uploaded();
    expect(url).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}-large\.jpg$/);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect((await t.app.inject({ url: url.replace('-large.jpg', '-thumb.jpg') })).statusCode).toBe(200);
  });

  it('refuses text named x.jpg and declared image/jpeg with 400 image_invalid', async () => {
    const response = await upload([{ field: 'file', filename: 'x.jpg', contentType: 'image/jpeg', bytes: 'this is not a picture at all' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'image_invalid',
      error: 'Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF',
    });
  });

  it('refuses a file over 5 MB with 413 image_too_large', async () => {
    const response = await upload([{ field: 'file', filename: 'huge.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'image_too_large', error: 'File size must be less than 5MB' });
  });

  it('asks for the file when the form carries none, and for one file at a time', async () => {
    const none = await upload([{ field: 'caption', bytes: 'no file here' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      code: 'validation_failed',
      error: 'file: Please choose an image file to upload.',
      fields: { file: ['Please choose an image file to upload.'] },
    });

    const jpeg = await photo();
    const two = await upload([
      { field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
      { field: 'file', filename: 'b.jpg', contentType: 'image/jpeg', bytes: jpeg },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().fields).toEqual({ file: ['Please upload one image at a time.'] });
  });

  it('needs a signed-in user: 401 without a token', async () => {
    const body = multipart([{ field: 'file', filename: 'river.jpg', contentType: 'image/jpeg', bytes: await photo() }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/event/main-image/upload', ...body })).statusCode).toBe(401);
  });

  it("takes the administrator's upload while editing an event; the files go once no event shows the image", async () => {
    const response = await upload([{ field: 'file', filename: 'river.jpg', contentType: 'image/jpeg', bytes: await photo() }], admin);
    expect(response.statusCode, response.body).toBe(201);
    const url = uploadedImageSchema.parse(response.json()).data.image_url;
    const [row] = await t.app.db.select().from(uploadedImages).where(eq(uploadedImages.largeUrl, url));
    expect(row?.ngoId).toBeNull();

    const event = await createEvent(t.app, ngo);
    const edit = (image: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/super-admin/events/${event.id}/edit/`,
        headers: bearer(admin.access),
        payload: eventPayload({ main_image_url: image }),
      });
    expect((await edit(url)).json().data.main_image_url).toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await edit('')).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('removes the files once the last event showing the image is deleted', async () => {
    const url = await uploaded();
    const first = await createEvent(t.app, ngo, { main_image_url: url });
    const second = await createEvent(t.app, ngo, { main_image_url: url });
    expect(first.main_image_url).toBe(url);
    const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/events/${id}/delete/`, headers: bearer(ngo.access) });

    expect((await remove(first.id)).statusCode).toBe(204);
    expect((await t.app.inject({ url })).statusCode).toBe(200); // still shown by the second event

    expect((await remove(second.id)).statusCode).toBe(204);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace('-large.jpg', '-thumb.jpg') })).statusCode).toBe(404);
    expect(await t.app.db.select().from(uploadedImages).where(eq(uploadedImages.largeUrl, url))).toEqual([]);
  });

  it("removes a series' image with the series, and a replaced image when the event is saved with another", async () => {
    const seriesImage = await uploaded();
    const series = await createEvent(t.app, ngo, { main_image_url: seriesImage, recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${series.id}/delete/`, headers: bearer(ngo.access) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: seriesImage })).statusCode).toBe(404);

    const before = await uploaded();
    const after = await uploaded();
    const event = await createEvent(t.app, ngo, { main_image_url: before });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/update/`,
      headers: bearer(ngo.access),
      payload: eventPayload({ main_image_url: after }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.inject({ url: before })).statusCode).toBe(404);
    expect((await t.app.inject({ url: after })).statusCode).toBe(200);
  });

  it('refuses more than MAIN_IMAGE_UPLOADS_PER_IP uploads a minute from one address with 429', async () => {
    const spoofed = multipart([{ field: 'file', filename: 'x.jpg', contentType: 'image/jpeg', bytes: 'not an image' }]);
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/event/main-image/upload', remoteAddress: '203.0.113.77', ...withAuth(spoofed, ngo) });
    for (let attempt = 0; attempt < MAIN_IMAGE_UPLOADS_PER_IP.max; attempt += 1) expect((await send()).statusCode).toBe(400);

    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});
