import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * Serves the built SPA from `dir` (dist/), and answers every path no route claims: an API or media
 * path gets the 404 envelope, any other GET gets index.html (the router lives after the hash).
 */
export const spaPlugin = fp<{ dir: string }>(
  async (app, { dir }) => {
    const indexFile = path.join(dir, 'index.html');
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      // dist/ may be built after the server started: it is served as soon as it exists.
      suppressWarning: true,
      // A directory other than the root is not a page: let it fall through to index.html.
      allowedPath: (pathname) => pathname === '/' || !pathname.endsWith('/'),
      // Other plugins (media, API docs) register @fastify/static too; only one may own reply.sendFile.
      decorateReply: false,
      // The build writes x.br and x.gz beside each text file (vite.config.ts precompress): sent as
      // the browser accepts, with Vary: Accept-Encoding, and never compressed again per request
      // (@fastify/compress leaves a reply that already has a content-encoding alone).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cachingFor(filePath, dir)),
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (!isPageRequest(request.method, pathname)) {
        throw new AppError(404, 'not_found', `No ${request.method} ${pathname} here`);
      }
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it when needed).\n');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(indexFile));
    });
  },
  { name: 'spa' },
);

function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !['/api', '/media'].some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** Vite puts content-hashed files under assets/: they never change. Everything else is revalidated. */
function cachingFor(filePath: string, dir: string): string {
  return path.relative(dir, filePath).startsWith(`assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
