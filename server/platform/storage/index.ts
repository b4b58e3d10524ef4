import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { Config } from '@/server/platform/config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** S3-compatible bucket when configured, otherwise `${dataDir}/media` on local disk. */
export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'media'));
}

export type StoragePluginOptions = { config: Config; storage?: Storage };

/**
 * Decorates `app.storage`; with the local driver also serves its files under `/media/`.
 * `storage` may be passed in (tests); otherwise it is made from the configuration.
 */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, { config, storage = createStorage(config) }) => {
    app.decorate('storage', storage);
    if (!(storage instanceof LocalDiskStorage)) return;

    await mkdir(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/media/',
      // Several plugins register @fastify/static; none needs reply.sendFile and two decorators clash.
      decorateReply: false,
      // Only files: a folder gets the same 404 as a missing file, never a listing or a 403.
      list: false,
      index: false,
      redirect: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // Temporary files of atomic writes start with a dot; they must never be served.
      dotfiles: 'ignore',
      // Keys are unique per upload, so a served file never changes.
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply) => {
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'storage', fastify: '5.x' },
);
