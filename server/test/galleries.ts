/**
 * Gallery uploads for server tests (issue 16), made through the API as the browser's FormData sends
 * them, and the stored files looked up in the app's storage (local disk or S3).
 *
 *   const response = await uploadPhotos(t.app, ngo, 'event', [await jpeg(), await png()], { event_id: String(id) });
 *   const photos = await uploadedPhotos(t.app, ngo, 'ngo', [await jpeg()]);
 */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { galleryPhotoListSchema, type GalleryPhoto } from '@/contract/galleries';
import { galleryPhotos } from '@/server/db/schema';
import { bearer, nextAddress } from './accounts';
import type { Caller } from './events';
import { multipartBody, type MultipartPart } from './openapi';

/** A file of an upload: its bytes, and the name and type the browser sends (a name is only a name). */
export type UploadFile = Buffer | { bytes: Buffer | string; filename: string; contentType?: string };

const UPLOAD_URLS = { event: '/api/event/photos/upload', ngo: '/api/ngo/photos/upload' } as const;

/** POST a gallery upload (`file` repeated, then the text fields) as this caller (null: anonymous), answering the raw response. */
export function uploadPhotos(
  app: FastifyInstance,
  caller: Caller | null,
  gallery: keyof typeof UPLOAD_URLS,
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
) {
  const parts: MultipartPart[] = [
    ...Object.entries(fields).map(([field, value]) => ({ field, bytes: value })),
    ...files.map((file, index) =>
      Buffer.isBuffer(file) ? { field: 'file', filename: `photo${index + 1}.jpg`, contentType: 'image/jpeg', bytes: file } : { field: 'file', ...file },
    ),
  ];
  const { payload, headers } = multipartBody(parts);
  const auth = caller ? bearer(caller.access) : {};
  return app.inject({ method: 'POST', url: UPLOAD_URLS[gallery], payload, headers: { ...headers, ...auth }, remoteAddress: nextAddress() });
}

/** An upload that must succeed (201), answering the new photos. */
export async function uploadedPhotos(
  app: FastifyInstance,
  caller: Caller,
  gallery: keyof typeof UPLOAD_URLS,
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): Promise<GalleryPhoto[]> {
  const response = await uploadPhotos(app, caller, gallery, files, fields);
  expect(response.statusCode, response.body).toBe(201);
  return galleryPhotoListSchema.parse(response.json());
}

/** A photo's storage keys, from its row. */
export async function photoKeys(app: FastifyInstance, photoId: number): Promise<{ thumbnail: string; large: string }> {
  const [row] = await app.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoId));
  if (!row) throw new Error(`no gallery photo ${photoId}`);
  return { thumbnail: row.thumbnailKey, large: row.largeKey };
}

/** Whether both files of these keys are in the app's storage. */
export async function stored(app: FastifyInstance, keys: { thumbnail: string; large: string }): Promise<[boolean, boolean]> {
  return [(await app.storage.get(keys.thumbnail)) !== undefined, (await app.storage.get(keys.large)) !== undefined];
}

/** A real JPEG of one colour. */
export function jpeg(width = 900, height = 600, background = '#2f7d4a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 0.5 } } }).png().toBuffer();
}

export function gif(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } }).gif().toBuffer();
}

/** A few KB of well-formed PNG declaring width × height one-bit pixels: only the pixel limit stops it. */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13); // compression, filter and interlace stay 0
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then 8 pixels per byte
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
