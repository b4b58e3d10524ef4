import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

// JSON answers are compressed per request (issue 13); the built SPA is compressed once at build
// time and served precompressed (spa.ts), images are compressed already. Figures: docs/decisions.md,
// "JSON compression".

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

/** @fastify/compress: br, then gzip, for JSON only (precompressed files carry their content-encoding and are left alone). */
export const compressionOptions: FastifyCompressOptions = {
  globalCompression: true,
  // Answers only: request bodies with a content-encoding stay refused as before (no zip bombs).
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
  syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
};
