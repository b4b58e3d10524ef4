import { z } from 'zod';
import { GALLERY_CAPTION_MAX_LENGTH, GALLERY_MAX_PAGE_SIZE, GALLERY_PAGE_SIZE, GALLERY_UPLOAD_MAX_FILES } from './limits';
import { MAX_ID } from './platform';
import { lineText } from './textSchemas';

// Issue 16: the event galleries and the NGO's own gallery (SPEC §3 "Event gallery photo: id,
// caption, thumbnail_image, large_image. NGO gallery photo: same."; §5 gallery upload rules; §7 the
// six calls). One implementation of the rules, for the server, the screens and the mocks.

/** SPEC §3: a photo as every gallery call answers it; both images are public URLs. */
export const galleryPhotoSchema = z.object({
  id: z.number().int(),
  caption: z.string(),
  thumbnail_image: z.string(),
  large_image: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export const galleryPhotoListSchema = z.array(galleryPhotoSchema);

/**
 * A gallery's read: SPEC §7's plain list ("photos") without `page`; with `page` (from 1) one page of
 * `page_size` (GALLERY_PAGE_SIZE by default) and how many there are. Oldest first, as uploaded.
 */
export const galleryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  page_size: z.coerce.number().int().min(1).max(GALLERY_MAX_PAGE_SIZE).default(GALLERY_PAGE_SIZE),
});
export type GalleryListQuery = z.output<typeof galleryListQuerySchema>;
export const galleryPageSchema = z.object({ count: z.number().int().min(0), results: galleryPhotoListSchema });
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** The optional caption of an upload (every file of it gets the same one): one line, trimmed. */
export const galleryCaptionSchema = lineText(GALLERY_CAPTION_MAX_LENGTH).transform((caption) => caption.trim());

/** Machine codes of the gallery calls. */
export const galleryErrorCodes = {
  /** 400: the upload named no file (SPEC §5 'Please select at least one file to upload.'). */
  noFiles: 'gallery_no_files',
  /** 400: more files than GALLERY_UPLOAD_MAX_FILES in one upload. */
  tooManyFiles: 'gallery_too_many_files',
  /** 409: the gallery already keeps GALLERY_MAX_PHOTOS photos (or this upload would pass it). */
  full: 'gallery_full',
  /** 404: an unknown photo, or one of another gallery. */
  photoNotFound: 'gallery_photo_not_found',
} as const;
export type GalleryErrorCode = (typeof galleryErrorCodes)[keyof typeof galleryErrorCodes];

/** The i18n key of each code's message, for the server, the mocks and the app. */
export const galleryErrorKeys = {
  gallery_no_files: 'gallery.validation.noFiles',
  gallery_too_many_files: 'gallery.validation.tooManyFiles',
  gallery_full: 'gallery.errors.full',
  gallery_photo_not_found: 'gallery.errors.photoNotFound',
} as const satisfies Record<GalleryErrorCode, string>;

/**
 * SPEC §5 on the client before sending: at least one file, at most GALLERY_UPLOAD_MAX_FILES. The
 * format and size of each file are the image rules (contract/limits.ts IMAGE_*, MAX_IMAGE_BYTES).
 */
export function galleryFilesProblem(count: number): (typeof galleryErrorKeys)['gallery_no_files' | 'gallery_too_many_files'] | null {
  if (count === 0) return galleryErrorKeys.gallery_no_files;
  if (count > GALLERY_UPLOAD_MAX_FILES) return galleryErrorKeys.gallery_too_many_files;
  return null;
}
