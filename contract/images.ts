import type { ImageFormat } from './limits';

// SPEC §5: an upload's format is what its first bytes say, whatever the file is called or claims
// to be. The signatures server/platform/images.ts reads before decoding, for the mocks and the app.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image format the bytes start with (JPEG FF D8 FF, the PNG signature, GIF87a / GIF89a), else undefined. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  const gifHeader = String.fromCharCode(...bytes.subarray(0, 6));
  if (gifHeader === 'GIF87a' || gifHeader === 'GIF89a') return 'gif';
  return undefined;
}

/** The content type a format is served with. */
export const IMAGE_CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' } as const satisfies Record<ImageFormat, string>;
