import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { temporaryDir, testDatabases, useTestApp } from '@/server/test/app';

const INDEX_HTML = '<!doctype html><title>NGO Portal</title><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('app '.repeat(200))})`;

function builtSpa(dir = temporaryDir('dist')): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  // As the build writes them (vite.config.ts precompress): compressed twins beside the file.
  writeFileSync(path.join(dir, 'assets', 'app-def456.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dir, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS));
  return dir;
}

describe.each(testDatabases)('serving the built SPA on $name', (database) => {
  const t = useTestApp(database, { spaDir: builtSpa() });

  it('answers / and any other page path with index.html, revalidated each time', async () => {
    for (const url of ['/', '/index.html', '/events/create', '/assets/', '/no/such/page']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves the hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build\'s compressed twin the browser accepts, and the plain file to one that accepts none', async () => {
    const url = '/assets/app-def456.js';
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding'); // shared caches keep the variants apart
    }
  });

  it('serves stored media under /media/, not index.html', async () => {
    await t.app.storage.put('images/2026/11/test-thumb.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const response = await t.app.inject({ url: '/media/images/2026/11/test-thumb.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps the 404 envelope for API and media paths and for other methods', async () => {
    for (const [method, url] of [['GET', '/api/nothing/'], ['GET', '/media/missing.jpg'], ['POST', '/events/']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe.each(testDatabases)('without a built SPA on $name', (database) => {
  const spaDir = path.join(temporaryDir('empty'), 'dist');
  const t = useTestApp(database, { spaDir });

  it('says how to build it, and still serves the API', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
    expect((await t.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  });

  it('serves the SPA once it is built, without a restart', async () => {
    builtSpa(spaDir);
    expect((await t.app.inject({ url: '/' })).body).toBe(INDEX_HTML);
    expect((await t.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});
