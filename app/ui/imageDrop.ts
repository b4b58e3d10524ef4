import type { FileRejection } from 'react-dropzone';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@/contract/limits';

// What every image drop area (an event's main image, a volunteer's photo, the galleries) takes.

/** SPEC §5: jpeg, jpg, png and gif, by type or by name (some systems give no type); react-dropzone's `accept`. */
export const ACCEPTED_IMAGES = Object.fromEntries(IMAGE_MIME_TYPES.map((type) => [type, [...IMAGE_EXTENSIONS]]));

/**
 * react-dropzone's options of a one-image drop area (an event's main image, a volunteer's photo):
 * the accepted images up to 5 MB, one file, opened by its own button rather than a click or a key
 * on the area.
 */
export const ONE_IMAGE_DROP = {
  accept: ACCEPTED_IMAGES,
  noClick: true,
  noKeyboard: true,
  maxSize: MAX_IMAGE_BYTES,
  multiple: false,
  maxFiles: 1,
} as const;

/**
 * SPEC §5: the message key of a one-image drop area's refusal: a wrong format names the supported
 * ones, a file over 5 MB gets 'File size must be less than 5MB', more than one file `oneFile`.
 */
export function imageRejectionKey<OneFile extends string>(
  rejections: FileRejection[],
  oneFile: OneFile,
): OneFile | 'errors.image.invalid' | 'errors.image.tooLarge' {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('too-many-files')) return oneFile;
  if (codes.includes('file-invalid-type')) return 'errors.image.invalid';
  if (codes.includes('file-too-large')) return 'errors.image.tooLarge';
  return 'errors.image.invalid';
}
