import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedNgo, createAdmin } from '@/server/test/accounts';
import { temporaryDir, testDatabases, useTestApp } from '@/server/test/app';
import { createEvent } from '@/server/test/events';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))})`;

/** A built SPA with one asset and its brotli twin, as the build writes them. */
function builtSpa(): string {
  const dir = temporaryDir('dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>NGO Portal</title>');
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  return dir;
}

describe.each(testDatabases)('compressed answers on $name', (database) => {
  const t = useTestApp(database, { spaDir: builtSpa() });
  let list: { url: string; headers: { authorization: string } };
  beforeAll(async () => {
    const ngo = await approvedNgo(t.app, await createAdmin(t.app));
    for (let n = 0; n < 3; n += 1) await createEvent(t.app, ngo, { eventName: `River clean-up ${n}` });
    list = { url: `/api/events/organizers/${ngo.ngo_id}/manage/`, headers: { authorization: `Bearer ${ngo.access}` } };
  });
  const get = (request: { url: string; headers?: object }, acceptEncoding?: string) =>
    t.app.inject({ url: request.url, headers: { ...request.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends a JSON answer above the threshold in brotli when the client takes it, else gzip, else as it is', async () => {
    const plain = await get(list);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.json()).toHaveLength(3);

    const brotli = await get(list, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get(list, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    for (const response of [brotli, gzip]) {
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    }
  });

  it('compresses a kept answer once, and the changed list anew', async () => {
    const [first, again] = [await get(list, 'br'), await get(list, 'br')];
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const ngoEvents = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as Array<{ id: number }>;

    await t.app.inject({ method: 'DELETE', url: `/api/events/${ngoEvents[0]!.id}/delete/`, headers: list.headers });
    const changed = await get(list, 'br');
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString())).toHaveLength(ngoEvents.length - 1);
    expect(JSON.parse(gunzipSync((await get(list, 'gzip')).rawPayload).toString())).toHaveLength(ngoEvents.length - 1);
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await get({ url: '/api/health/' }, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('leaves what is compressed already alone: the build\'s brotli twin is sent once compressed, images as stored', async () => {
    const asset = await get({ url: '/assets/app-abc123.js' }, 'gzip, deflate, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(APP_JS);

    const image = Buffer.alloc(4_000, 0x89);
    await t.app.storage.put('images/2026/11/compress-test.png', image, 'image/png');
    const media = await get({ url: '/media/images/2026/11/compress-test.png' }, 'gzip, deflate, br');
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-encoding']).toBeUndefined();
    expect(media.rawPayload.equals(image)).toBe(true);
  });

  it('reads request bodies as before: a compressed one is not inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ngo/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: brotliCompressSync(JSON.stringify({ email: 'a@example.org', password: 'whatever-1' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
