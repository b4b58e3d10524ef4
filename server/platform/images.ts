import { randomUUID } from 'node:crypto';
import type { JpegOptions, ResizeOptions, Sharp, SharpOptions } from 'sharp';
import { platformErrorCodes } from '@/contract/errors';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageFormat } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import { AppError } from './errors';
import type { Storage } from './storage/storage';

/** Thumbnails are cropped to fill this square (gallery grids); never enlarged. */
export const THUMBNAIL_BOX = 400;
/** Large images fit inside this square, proportions kept; never enlarged. */
export const LARGE_BOX = 1600;

/** SPEC §5: 'File size must be less than 5MB'; the texts live in the English catalogue. */
export const IMAGE_TOO_LARGE_MESSAGE = en.errors.image.tooLarge;
/** SPEC §5: the upload error plus the supported formats. */
export const IMAGE_INVALID_MESSAGE = en.errors.image.invalid;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = en.errors.image.tooManyPixels.replace(
  '{{megapixels}}',
  String(MAX_IMAGE_PIXELS / 1_000_000),
);

export type ImageRejectionCode = typeof platformErrorCodes.imageInvalid | typeof platformErrorCodes.imageTooLarge;

/** An upload refused for what it is; the app's error handler answers it like any AppError. */
export class ImageRejectedError extends AppError {
  declare readonly code: ImageRejectionCode;

  constructor(code: ImageRejectionCode, message: string) {
    super(code === platformErrorCodes.imageTooLarge ? 413 : 400, code, message);
    this.name = 'ImageRejectedError';
  }
}

export type ImageVariant = {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
};

export type ProcessedImage = {
  /** The format read from the bytes, whatever the file was called or claimed to be. */
  sourceFormat: ImageFormat;
  thumbnail: ImageVariant;
  large: ImageVariant;
};

/**
 * Checks an upload and re-encodes it into a thumbnail and a large image, turned upright by its
 * EXIF orientation and stripped of all metadata (EXIF with GPS, XMP, IPTC, ICC: sharp writes none
 * unless asked). JPEG stays JPEG and PNG stays PNG. A GIF becomes its first frame as a PNG: keeping
 * animation costs seconds of CPU per upload and leaves multi-megabyte thumbnails, while PNG keeps
 * its transparency losslessly. Throws ImageRejectedError for anything it will not store.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  // SPEC §5: the size rule comes first and costs no decoding.
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(platformErrorCodes.imageTooLarge, IMAGE_TOO_LARGE_MESSAGE);
  }
  const sourceFormat = formatFromSignature(bytes);
  if (!sourceFormat) throw invalidImage();
  const sharp = await loadSharp();
  if ((await decoderFormat(sharp, bytes)) !== sourceFormat) throw invalidImage();

  const encoding = ENCODINGS[sourceFormat];
  // One decode: the large size, upright, as pixels; both sizes are encoded from those together.
  const upright = await decodeLarge(sharp, bytes);
  const [thumbnail, large] = await Promise.all([
    render(upright.fitsThumbnail ? upright.sharp() : sharp(bytes, DECODE_OPTIONS).autoOrient(), encoding, THUMBNAIL_RESIZE),
    render(upright.sharp(), encoding),
  ]);
  return { sourceFormat, thumbnail, large };
}

export type ImageKeys = { thumbnail: string; large: string };
export type StoredImage = { thumbnailUrl: string; largeUrl: string; keys: ImageKeys };

/**
 * Processes an upload and stores both sizes under new server-made keys
 * (`images/<year>/<month>/<uuid>-thumb.jpg`, `…-large.jpg`). A gallery photo keeps both URLs;
 * the main-image upload answers `image_url` with the large one.
 */
export async function storeImage(storage: Storage, bytes: Buffer, now = new Date()): Promise<StoredImage> {
  return storeProcessedImage(storage, await processImage(bytes), now);
}

/** storeImage for an image processed already: a gallery upload checks every file before it stores any. */
export async function storeProcessedImage(storage: Storage, image: ProcessedImage, now = new Date()): Promise<StoredImage> {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const base = `images/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  const keys: ImageKeys = {
    thumbnail: `${base}-thumb.${image.thumbnail.extension}`,
    large: `${base}-large.${image.large.extension}`,
  };
  const results = await Promise.allSettled([
    storage.put(keys.thumbnail, image.thumbnail.bytes, image.thumbnail.contentType),
    storage.put(keys.large, image.large.bytes, image.large.contentType),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    // Leave no half-stored image behind; the upload failed as a whole.
    await deleteImage(storage, keys).catch(() => undefined);
    throw failure.reason;
  }
  return { thumbnailUrl: storage.publicUrl(keys.thumbnail), largeUrl: storage.publicUrl(keys.large), keys };
}

/** Removes both sizes of a stored image (photo or main image deleted or replaced). */
export async function deleteImage(storage: Storage, keys: ImageKeys): Promise<void> {
  await Promise.all([storage.delete(keys.thumbnail), storage.delete(keys.large)]);
}

type SharpFunction = (typeof import('sharp'))['default'];

/**
 * sharp (libvips, a native module) is loaded by the first upload, not with the server: it costs a
 * start tens of milliseconds (bench/start.ts) and most requests never need it.
 */
let sharpModule: Promise<SharpFunction> | undefined;
function loadSharp(): Promise<SharpFunction> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

type Encoding = Pick<ImageVariant, 'contentType' | 'extension'> & { format: 'jpeg' | 'png' };

const ENCODINGS: Record<ImageFormat, Encoding> = {
  jpeg: { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  png: { format: 'png', contentType: 'image/png', extension: 'png' },
  gif: { format: 'png', contentType: 'image/png', extension: 'png' },
};

const THUMBNAIL_RESIZE: ResizeOptions = {
  width: THUMBNAIL_BOX,
  height: THUMBNAIL_BOX,
  fit: 'cover',
  position: 'attention', // sharp.strategy.attention: keeps the busiest part (faces, subjects) in the crop
  withoutEnlargement: true,
};
const LARGE_RESIZE: ResizeOptions = { width: LARGE_BOX, height: LARGE_BOX, fit: 'inside', withoutEnlargement: true };

/**
 * Both sizes' JPEG settings, chosen by size and time on a 4 MB photo (bench/upload.ts --encoders,
 * docs/decisions/galleries-and-files.md "Image pipeline"): mozjpeg's quantisation tables without its trellis
 * quantisation, which cost 40% of the encoding time for 5% of the bytes.
 */
export const JPEG_SETTINGS: JpegOptions = { quality: 80, quantisationTable: 3 };

const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_IMAGE_PIXELS,
  // 'error' refuses truncated and corrupt data; the stricter default 'warning' also refuses
  // decodable photos from some phone firmware (lovell/sharp#3488).
  failOn: 'error',
  pages: 1, // a GIF's first frame only, see processImage
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Only the JPEG, PNG and GIF decoders ever see user bytes: an SVG, HEIF, TIFF or PDF is refused
// here before libvips parses it, and a file merely named .jpg is refused whatever its name.
function formatFromSignature(bytes: Buffer): ImageFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const gifHeader = bytes.subarray(0, 6).toString('latin1');
  if (gifHeader === 'GIF87a' || gifHeader === 'GIF89a') return 'gif';
  return undefined;
}

/** The decoder's own reading of the header, which also applies the pixel limit. */
async function decoderFormat(sharp: SharpFunction, bytes: Buffer): Promise<string> {
  try {
    return (await sharp(bytes, DECODE_OPTIONS).metadata()).format;
  } catch (error) {
    throw rejectionFor(error);
  }
}

type Upright = {
  /** A new pipeline reading the decoded pixels (sharp pipelines are single-use). */
  sharp: () => Sharp;
  /** Whether the thumbnail can be cut from these pixels: false for a strip a thumbnail would crop to less than its box. */
  fitsThumbnail: boolean;
};

/**
 * Decodes the upload once, turned upright and shrunk to the large size (JPEG shrink-on-load reads
 * a 12-megapixel photo at a quarter of the cost), into 8-bit pixels both sizes are made from.
 */
async function decodeLarge(sharp: SharpFunction, bytes: Buffer): Promise<Upright> {
  try {
    const { data, info } = await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize(LARGE_RESIZE)
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    // Only an image shrunk to the large box can have lost pixels the thumbnail's crop needs.
    const shrunk = Math.max(info.width, info.height) >= LARGE_BOX;
    return {
      sharp: () => sharp(data, { raw }),
      fitsThumbnail: !shrunk || Math.min(info.width, info.height) >= THUMBNAIL_BOX,
    };
  } catch (error) {
    throw rejectionFor(error);
  }
}

async function render(image: Sharp, encoding: Encoding, resize?: ResizeOptions): Promise<ImageVariant> {
  try {
    const { data, info } = await (resize ? image.resize(resize) : image)
      .toFormat(encoding.format, encoding.format === 'jpeg' ? JPEG_SETTINGS : {})
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: encoding.contentType,
      extension: encoding.extension,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw rejectionFor(error);
  }
}

// Truncation and corruption only show while decoding, so every sharp failure on user bytes is
// the image's fault; the pixel limit gets its own message because "damaged" would mislead.
function rejectionFor(error: unknown): ImageRejectedError {
  const message = error instanceof Error && /pixel limit/i.test(error.message)
    ? IMAGE_TOO_MANY_PIXELS_MESSAGE
    : IMAGE_INVALID_MESSAGE;
  return new ImageRejectedError(platformErrorCodes.imageInvalid, message);
}

function invalidImage(): ImageRejectedError {
  return new ImageRejectedError(platformErrorCodes.imageInvalid, IMAGE_INVALID_MESSAGE);
}
