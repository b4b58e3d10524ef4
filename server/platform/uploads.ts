import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { platformErrorCodes } from '@/contract/errors';
import { uploadedImages } from '@/server/db/schema';
import type { Database } from './db';
import { AppError, validationFailed } from './errors';
import { deleteImage, storeImage, type ImageKeys } from './images';
import type { Storage } from './storage/storage';

// Image uploads as the API takes them (one file in the multipart field `file`) and records them in
// uploaded_images, so their files can be removed once nothing shows them: an event's main image
// (server/events) and a volunteer's profile image (server/volunteers).

/** Each upload costs a sharp re-encode and disk space: 30 a minute from one address is far above a person's pace. */
export const IMAGE_UPLOADS_PER_IP = { max: 30, timeWindow: 60 * 1000 } as const;

/** Who uploaded an image: an NGO (ngoId), a volunteer (userId), or neither (a super administrator). */
export type ImageUploader = { ngoId: number | null; userId: number | null };

/** Stores the image through the platform pipeline and records who uploaded it. Answers the large image's public URL. */
export async function storeUploadedImage(
  db: Pick<Database, 'insert'>,
  storage: Storage,
  uploader: ImageUploader,
  bytes: Buffer,
): Promise<string> {
  const image = await storeImage(storage, bytes);
  try {
    await db.insert(uploadedImages).values({ ...uploader, largeUrl: image.largeUrl, thumbnailKey: image.keys.thumbnail, largeKey: image.keys.large });
  } catch (error) {
    await deleteImage(storage, image.keys).catch(() => undefined);
    throw error;
  }
  return image.largeUrl;
}

/** Where a change's released images are removed from, and where a failure to remove one is logged. */
export type ImageFiles = { storage: Storage; log: FastifyBaseLogger };

/** After the commit: the files of images nothing shows any more; one that cannot be removed is logged, never the user's failure. */
export async function removeImageFiles({ storage, log }: ImageFiles, images: ImageKeys[]): Promise<void> {
  await Promise.all(
    images.map((keys) =>
      deleteImage(storage, keys).catch((err: unknown) => log.warn({ err, keys }, 'could not delete the files of an unused image')),
    ),
  );
}

/** The bytes of the one file in the multipart field `file`; files in other fields are ignored. */
export async function theOneImage(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (bytes) throw validationFailed([{ field: 'file', message: 'events.server.oneImageOnly' }]);
      // Over MAX_IMAGE_BYTES this throws the multipart limit error, answered 413 image_too_large.
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw malformedMultipart(error) ?? error;
  }
  if (!bytes) throw validationFailed([{ field: 'file', message: 'events.image.fileRequired' }]);
  return bytes;
}

/**
 * Issue 12 (found by server/test/fuzzEveryOperation.ts): busboy's plain errors for a multipart body it
 * cannot read (no boundary, cut short) were answered 500; the limits' errors carry their own status.
 */
export function malformedMultipart(error: unknown): AppError | null {
  if (!(error instanceof Error) || error instanceof AppError || 'statusCode' in error) return null;
  return new AppError(400, platformErrorCodes.badRequest, 'Malformed multipart/form-data body');
}
