import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';

// JSON answers are compressed per request (issue 13); the built SPA is compressed once at build
// time and served precompressed (spa.ts), images are compressed already. Figures:
// docs/decisions/performance.md, "Answers on the wire".

/**
 * Below this an answer goes as it is: under ~1.4 KB it fits one TCP segment with its headers
 * either way, and one event (~0.8 KB) would save ~300 bytes for ~20 µs of CPU.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1_024;
/**
 * Brotli quality for answers made per request. Quality 11 (zlib's default) took 140 ms for a 55 KB
 * list; 4 (the plugin's default) 630–800 µs; 1 takes 110–160 µs for 9 % more bytes.
 */
export const BROTLI_QUALITY = 1;
/** gzip level, for clients without brotli: level 6 (the default) took ~800 µs for that list, 1 ~170 µs for 9 % more bytes. */
export const GZIP_LEVEL = 1;

/**
 * Up to this size an answer is compressed in one synchronous call rather than through a stream on
 * libuv's thread pool (the plugin's default on 2 cores: 8 KB).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 1_048_576;

/** What answers are compressed with, in order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** @fastify/compress: br, then gzip, for JSON only (precompressed files carry their content-encoding and are left alone). */
export const compressionOptions: FastifyCompressOptions = {
  globalCompression: true,
  // Answers only: request bodies with a content-encoding stay refused as before (no zip bombs).
  globalDecompression: false,
  encodings: [...ENCODINGS],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
  syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
};

/** An answer kept in memory (a cache's), serialised and compressed once, per encoding asked for. */
type Prepared = { json: string; encoded: Partial<Record<Encoding, Buffer>> };
const prepared = new WeakMap<object, Prepared>();

/**
 * Sends an answer a cache keeps (the same object for every request while it is current) as the
 * plugin would, but serialises and compresses it once rather than per request: for the NGO's
 * 50-event list that was most of the request's CPU once the database was no longer asked (issue 13).
 * The route's own serializer makes the JSON, so the tests' schema check still sees it.
 */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  let kept = prepared.get(answer);
  if (!kept) {
    kept = { json: String(reply.serialize(answer)), encoded: {} };
    prepared.set(answer, kept);
  }
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted === undefined ? null : negotiate<Encoding>(accepted.toLowerCase(), [...ENCODINGS]);
  if (encoding === null || Buffer.byteLength(kept.json) < COMPRESSION_THRESHOLD_BYTES) return reply.send(kept.json);
  const bytes = (kept.encoded[encoding] ??= compress(kept.json, encoding));
  // The plugin leaves an answer that already says how it is encoded as it is.
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(bytes);
}

function compress(json: string, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(json, compressionOptions.brotliOptions) : zlib.gzipSync(json, compressionOptions.zlibOptions);
}
