import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/platform/config';
import { storagePlugin } from './index';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';

describe('storagePlugin', () => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ngo-media-'));
  });
  afterEach(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function appWith(env: Record<string, string>) {
    app = Fastify();
    await app.register(storagePlugin, { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }) });
    await app.ready();
    return app;
  }

  it('uses the local disk under DATA_DIR/media and serves its files under /media/', async () => {
    await appWith({});
    expect(app.storage).toBeInstanceOf(LocalDiskStorage);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await app.storage.put('images/2026/11/abc-large.png', bytes, 'image/png');

    const response = await app.inject({ method: 'GET', url: app.storage.publicUrl('images/2026/11/abc-large.png') });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('lists no folders and serves no temporary files', async () => {
    await appWith({});
    await app.storage.put('images/a.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await writeFile(path.join(dataDir, 'media/images/.a.jpg.1234.tmp'), 'half written');

    for (const url of ['/media/', '/media/images', '/media/images/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('a.jpg');
    }
    const temporary = await app.inject({ method: 'GET', url: '/media/images/.a.jpg.1234.tmp' });
    expect(temporary.statusCode).toBe(404);
    expect(temporary.body).not.toContain('half written');
  });

  it('serves nothing outside the media folder', async () => {
    await appWith({});
    await writeFile(path.join(dataDir, 'secret.txt'), 'do not serve');

    for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/..%2fsecret.txt']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body).not.toContain('do not serve');
    }
  });

  it('uses the bucket when S3 is configured and serves no /media/ route itself', async () => {
    await appWith({ S3_BUCKET: 'ngo-media', S3_PUBLIC_URL: 'https://media.example.org', S3_ENDPOINT: 'http://minio.local:9000' });

    expect(app.storage).toBeInstanceOf(S3Storage);
    expect(app.storage.publicUrl('images/a.jpg')).toBe('https://media.example.org/images/a.jpg');
    expect((await app.inject({ method: 'GET', url: '/media/images/a.jpg' })).statusCode).toBe(404);
  });
});
