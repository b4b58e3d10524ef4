import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndTwoNgos, callAs, type ApprovedNgo } from '@/server/test/accounts';
import { buildTestApp, temporaryDir, testDatabases } from '@/server/test/app';
import { createEvent } from '@/server/test/events';
import { jpeg, photoKeys, png, stored, uploadedPhotos, uploadPhotos } from '@/server/test/galleries';
import { S3Storage } from '@/server/platform/storage/s3';

// Issue 16, point 3: the S3 driver against a real S3-protocol server (s3rver, in this process on a
// free port, its bucket in a temporary directory), not a mock of the SDK: upload through the API,
// read both images back by their public URLs, delete through the API and find the objects gone.

const BUCKET = 'gallery-test';

describe.each(testDatabases)('galleries on an S3-protocol server, on $name', (database) => {
  let s3: S3rver;
  let app: FastifyInstance;
  let ngo: ApprovedNgo;
  let publicBase: string;
  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: temporaryDir('s3rver'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    publicBase = `${endpoint}/${BUCKET}`;
    app = await buildTestApp(database, {
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_PUBLIC_URL: publicBase,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver's fixed development credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    ({ ngo } = await adminAndTwoNgos(app));
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** GET by the public URL, as a browser reads it. */
  const fetched = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores both sizes of each photo in the bucket, served by their public URLs, and deletes them with the photo', async () => {
    const event = await createEvent(app, ngo);
    const photos = await uploadedPhotos(app, ngo, 'event', [await jpeg(1200, 800), await png()], { event_id: String(event.id), caption: 'On S3' });

    for (const photo of photos) {
      expect(photo.large_image.startsWith(`${publicBase}/images/`)).toBe(true);
      const large = await fetched(photo.large_image);
      const thumbnail = await fetched(photo.thumbnail_image);
      expect([large.status, thumbnail.status]).toEqual([200, 200]);
      expect(large.type).toMatch(/^image\/(jpeg|png)$/);
      expect((await sharp(thumbnail.bytes).metadata()).width).toBeLessThanOrEqual(400);
    }
    expect(await sharp((await fetched(photos[0]!.large_image)).bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });

    const keys = await photoKeys(app, photos[0]!.id);
    expect((await callAs(app, ngo, 'DELETE', `/api/events/${event.id}/gallery/${photos[0]!.id}/delete/`)).statusCode).toBe(204);
    expect(await stored(app, keys)).toEqual([false, false]);
    expect((await fetched(photos[0]!.large_image)).status).toBe(404);
    expect((await fetched(photos[0]!.thumbnail_image)).status).toBe(404);
    expect((await fetched(photos[1]!.large_image)).status).toBe(200);
  });

  it("deletes an event's photos from the bucket with the event, and the NGO's own photo with its delete", async () => {
    const event = await createEvent(app, ngo);
    const photos = await uploadedPhotos(app, ngo, 'event', [await jpeg(), await jpeg()], { event_id: String(event.id) });
    const [own] = await uploadedPhotos(app, ngo, 'ngo', [await jpeg()]);
    const keys = await Promise.all([...photos, own!].map((photo) => photoKeys(app, photo.id)));
    for (const key of keys) expect(await stored(app, key)).toEqual([true, true]);

    expect((await callAs(app, ngo, 'DELETE', `/api/events/${event.id}/delete/`)).statusCode).toBe(204);
    expect((await callAs(app, ngo, 'DELETE', `/api/portal/gallery/${own!.id}/`)).statusCode).toBe(204);

    for (const key of keys) expect(await stored(app, key)).toEqual([false, false]);
    for (const photo of [...photos, own!]) expect((await fetched(photo.large_image)).status).toBe(404);
  });

  it('stores nothing in the bucket when one file of the upload is bad', async () => {
    await uploadedPhotos(app, ngo, 'ngo', [await jpeg()]);
    const before = await listed();
    expect(before.length).toBeGreaterThan(0);
    const response = await callAs(app, ngo, 'GET', '/api/portal/gallery/');
    const refused = await uploadPhotos(app, ngo, 'ngo', [await jpeg(), { bytes: 'not an image', filename: 'notes.jpg' }]);
    expect(refused.statusCode).toBe(400);
    expect(await listed()).toEqual(before);
    expect((await callAs(app, ngo, 'GET', '/api/portal/gallery/')).json()).toEqual(response.json());
  });

  /** The bucket's keys, by S3's ListObjectsV2. */
  async function listed(): Promise<string[]> {
    const response = await fetch(`${publicBase}/?list-type=2`);
    const xml = await response.text();
    return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
  }

  it('is ready while the bucket answers, and not ready for a bucket that does not exist (issue 19)', async () => {
    const ready = await app.inject({ url: '/api/health/ready/' });
    expect([ready.statusCode, ready.json().storage]).toEqual([200, 'up']);
    const missing = new S3Storage({ ...app.config.s3!, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
  });
});
