import type { FastifyRequest } from 'fastify';
import { galleryCaptionSchema, galleryErrorCodes, galleryErrorKeys } from '@/contract/galleries';
import { platformErrorCodes, schemaIssueText, validationError } from '@/contract/errors';
import { GALLERY_UPLOAD_MAX_FILES } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import { AppError, englishText } from '@/server/platform/errors';
import { IMAGE_TOO_LARGE_MESSAGE, ImageRejectedError, processImage, type ProcessedImage } from '@/server/platform/images';
import { malformedMultipart } from '@/server/platform/uploads';

// Issue 16, point 2: a gallery upload as the form sends it (SPEC §7: `file` repeated, `caption`,
// and `event_id` or `ngo_id`), read whole and checked file by file before anything is stored.

/** The form of a gallery upload: its files in order, and its text fields (the last of each name). */
export type GalleryForm = { files: UploadedFile[]; fields: Record<string, string> };
export type UploadedFile = { filename: string; bytes: Buffer };

/** The text fields a gallery upload reads; others are ignored. */
const FORM_FIELDS = new Set(['caption', 'event_id', 'ngo_id']);

/**
 * Reads every part of the upload. Each file is at most MAX_IMAGE_BYTES (the multipart limit; a
 * larger one answers 413 image_too_large naming it); more than GALLERY_UPLOAD_MAX_FILES answers
 * 400 gallery_too_many_files, none 400 gallery_no_files (SPEC §5).
 */
export async function readGalleryForm(request: FastifyRequest): Promise<GalleryForm> {
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (FORM_FIELDS.has(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const filename = shownName(part.filename, files.length);
      try {
        files.push({ filename, bytes: await part.toBuffer() });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badFile(new ImageRejectedError(platformErrorCodes.imageTooLarge, IMAGE_TOO_LARGE_MESSAGE), filename, files.length);
        }
        throw error;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyFiles();
    throw malformedMultipart(error) ?? error;
  }
  if (files.length === 0) throw new AppError(400, galleryErrorCodes.noFiles, englishText(galleryErrorKeys.gallery_no_files));
  if (files.length > GALLERY_UPLOAD_MAX_FILES) throw tooManyFiles();
  return { files, fields };
}

/** The caption every photo of the upload gets: optional, one line, trimmed; 400 validation_failed otherwise. */
export function captionOf(form: GalleryForm): string {
  const parsed = galleryCaptionSchema.safeParse(form.fields.caption ?? '');
  if (parsed.success) return parsed.data;
  const fields = { caption: parsed.error.issues.map((issue) => schemaIssueText(issue.message, en)) };
  const { code, error } = validationError(fields);
  throw new AppError(400, code, error, fields);
}

/**
 * Every file through the image pipeline (sniffed format, size, pixel limit, EXIF removed, both
 * sizes) before any is stored. The first bad one refuses the whole upload with the pipeline's
 * status and code, naming the file: `fields.file` is ['photo3.txt (file 3): Unsupported …'].
 */
export async function processAll(files: readonly UploadedFile[]): Promise<ProcessedImage[]> {
  const images: ProcessedImage[] = [];
  // One at a time: sharp uses every core for each image already, and memory stays bounded.
  for (const [index, file] of files.entries()) {
    try {
      images.push(await processImage(file.bytes));
    } catch (error) {
      if (error instanceof ImageRejectedError) throw badFile(error, file.filename, index);
      throw error;
    }
  }
  return images;
}

function badFile(rejection: ImageRejectedError, filename: string, index: number): AppError {
  const message = `${filename} (file ${index + 1}): ${rejection.message}`;
  return new AppError(rejection.status, rejection.code, message, { file: [message] });
}

/** The file's name as an answer repeats it: printable, at most 100 characters. */
function shownName(filename: string | undefined, index: number): string {
  // eslint-disable-next-line no-control-regex
  const printable = (filename ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, 100);
  return printable || `file ${index + 1}`;
}

function tooManyFiles(): AppError {
  return new AppError(400, galleryErrorCodes.tooManyFiles, englishText(galleryErrorKeys.gallery_too_many_files, { max: GALLERY_UPLOAD_MAX_FILES }));
}
