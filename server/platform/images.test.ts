import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@/contract/limits';
import { AppError } from './errors';
import {
  IMAGE_INVALID_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  ImageRejectedError,
  LARGE_BOX,
  processImage,
  storeImage,
  THUMBNAIL_BOX,
} from './images';
import { pngDeclaring } from '@/server/test/galleries';
import { LocalDiskStorage } from './storage/local-disk';
import type { Storage } from './storage/storage';

describe('processImage', () => {
  it('accepts a JPEG and makes a 1600 large image and a 400 square thumbnail, both JPEG', async () => {
    const image = await processImage(await photo('jpeg', 2400, 1800));

    expect(image.sourceFormat).toBe('jpeg');
    expect(image.large).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 1600, height: 1200 });
    expect(image.thumbnail).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 400, height: 400 });
    await expectDecodedAs(image.large.bytes, 'jpeg', 1600, 1200);
    await expectDecodedAs(image.thumbnail.bytes, 'jpeg', 400, 400);
  });

  it('accepts a PNG, keeps it PNG with its transparency, and never enlarges it', async () => {
    const image = await processImage(await photo('png', 900, 500, { r: 20, g: 120, b: 200, alpha: 0.5 }));

    expect(image.sourceFormat).toBe('png');
    expect(image.large).toMatchObject({ contentType: 'image/png', extension: 'png', width: 900, height: 500 });
    expect(image.thumbnail).toMatchObject({ contentType: 'image/png', width: 400, height: 400 });
    const large = await sharp(image.large.bytes).metadata();
    expect(large).toMatchObject({ format: 'png', width: 900, height: 500, hasAlpha: true });
  });

  it('accepts an animated GIF and keeps its first frame as a PNG', async () => {
    const frames = await Promise.all(
      ['#d00000', '#00a000', '#0000d0'].map((colour) => photo('png', 1800, 1200, colour)),
    );
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const image = await processImage(gif);

    expect(image.sourceFormat).toBe('gif');
    expect(image.large).toMatchObject({ contentType: 'image/png', extension: 'png', width: 1600, height: 1067 });
    expect(image.thumbnail).toMatchObject({ contentType: 'image/png', width: 400, height: 400 });
    const large = await sharp(image.large.bytes).metadata();
    expect(large.format).toBe('png');
    expect(large.pages ?? 1).toBe(1);
    const { data } = await sharp(image.large.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0xd0, 0, 0]); // the first frame's red
  });

  it('keeps a small image at its own size', async () => {
    const image = await processImage(await photo('jpeg', 120, 80));

    expect(image.large).toMatchObject({ width: 120, height: 80 });
    expect(image.thumbnail).toMatchObject({ width: 120, height: 80 });
  });

  it('never lets a huge image exceed the large box, whatever its proportions', async () => {
    for (const [width, height] of [
      [6000, 4000],
      [1000, 6000],
      [7000, 700],
    ] as const) {
      const { large, thumbnail } = await processImage(await photo('jpeg', width, height));

      expect(Math.max(large.width, large.height)).toBe(LARGE_BOX);
      expect(large.width / large.height).toBeCloseTo(width / height, 1);
      expect(thumbnail.width).toBeLessThanOrEqual(THUMBNAIL_BOX);
      expect(thumbnail.height).toBeLessThanOrEqual(THUMBNAIL_BOX);
    }
  });

  it('fills the 400 square thumbnail of a panorama too, whose large image is a strip under 400 high', async () => {
    const { large, thumbnail } = await processImage(await photo('jpeg', 7000, 700));

    expect(large).toMatchObject({ width: 1600, height: 160 });
    expect(thumbnail).toMatchObject({ width: THUMBNAIL_BOX, height: THUMBNAIL_BOX });
    await expectDecodedAs(thumbnail.bytes, 'jpeg', THUMBNAIL_BOX, THUMBNAIL_BOX);
  });

  it('turns a large camera photo upright in both sizes', async () => {
    // Orientation 6: the sensor's 2400 x 1800 is shown turned a quarter, 1800 wide and 2400 high.
    const pixels = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 1200, height: 1800, channels: 3, background: '#000000' } }, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const { large, thumbnail } = await processImage(pixels);

    expect(large).toMatchObject({ width: 1200, height: 1600 });
    expect(thumbnail).toMatchObject({ width: 400, height: 400 });
    // The sensor's black left half is the top half once upright (a quarter turn clockwise).
    for (const variant of [large, thumbnail]) {
      const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
      expect(at(info.width / 2, Math.floor(info.height * 0.1))).toBeLessThan(40);
      expect(at(info.width / 2, Math.floor(info.height * 0.9))).toBeGreaterThan(215);
    }
  });

  it('makes a 16-bit PNG into 8-bit PNG sizes', async () => {
    const deep = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a7bd5' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');

    const { large, thumbnail } = await processImage(deep);

    await expectDecodedAs(large.bytes, 'png', 1600, 800);
    await expectDecodedAs(thumbnail.bytes, 'png', 400, 400);
    expect((await sharp(large.bytes).metadata()).depth).toBe('uchar');
    const { data } = await sharp(large.bytes).raw().toBuffer({ resolveWithObject: true });
    [0x3a, 0x7b, 0xd5].forEach((channel, i) => expect(Math.abs(data[i]! - channel)).toBeLessThanOrEqual(1));
  });

  it('crops the thumbnail to fill the 400 square', async () => {
    const { thumbnail } = await processImage(await photo('png', 3000, 1000));

    expect(thumbnail).toMatchObject({ width: THUMBNAIL_BOX, height: THUMBNAIL_BOX });
    await expectDecodedAs(thumbnail.bytes, 'png', THUMBNAIL_BOX, THUMBNAIL_BOX);
  });

  it('turns a photo upright by its EXIF orientation and removes all EXIF', async () => {
    const camera = await sharp(await photo('jpeg', 300, 200))
      .withExif({ IFD0: { Artist: 'Jane Volunteer', Copyright: 'NGO' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(camera).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(camera.includes('Jane Volunteer')).toBe(true);

    const { large, thumbnail } = await processImage(camera);

    expect(large).toMatchObject({ width: 200, height: 300 }); // orientation 6 is a quarter turn
    for (const variant of [large, thumbnail]) {
      const after = await sharp(variant.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(variant.bytes.includes('Jane Volunteer')).toBe(false);
    }
  });

  it('refuses a file one byte over 5 MB as image_too_large before decoding it', async () => {
    // A JPEG signature followed by garbage: decoding it would say image_invalid instead.
    const oversized = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_IMAGE_BYTES - 2)]);
    expect(oversized.length).toBe(MAX_IMAGE_BYTES + 1);

    const error = await rejectionOf(processImage(oversized));

    expect(error).toMatchObject({ code: 'image_too_large', status: 413, message: IMAGE_TOO_LARGE_MESSAGE });
    expect(error).toBeInstanceOf(AppError);
  });

  it('lets exactly 5 MB through the size rule', async () => {
    const atLimit = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_IMAGE_BYTES - 3)]);

    expect(await rejectionOf(processImage(atLimit))).toMatchObject({ code: 'image_invalid' });
  });

  it.each([
    ['text named .jpg', Buffer.from('just some notes, saved as holiday.jpg')],
    ['a PDF named .jpg', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>')],
    ['an empty file', Buffer.alloc(0)],
    ['a JPEG signature and nothing else', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
  ])('refuses %s as image_invalid', async (_name, bytes) => {
    expect(await rejectionOf(processImage(bytes))).toMatchObject({
      code: 'image_invalid',
      status: 400,
      message: IMAGE_INVALID_MESSAGE,
    });
  });

  it.each(['webp', 'tiff', 'avif'] as const)('refuses a real %s image as image_invalid', async (format) => {
    const bytes = await sharp(await photo('png', 64, 64)).toFormat(format).toBuffer();

    expect(await rejectionOf(processImage(bytes))).toMatchObject({ code: 'image_invalid' });
  });

  it.each(['jpeg', 'png'] as const)('refuses a truncated %s as image_invalid', async (format) => {
    const whole = await photo(format, 800, 600, 'noise');
    await expect(processImage(whole)).resolves.toBeDefined();

    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
    // Without failOn sharp would decode it, filling the missing part with grey.
    await expect(sharp(truncated, { failOn: 'none' }).toBuffer()).resolves.toBeDefined();

    expect(await rejectionOf(processImage(truncated))).toMatchObject({
      code: 'image_invalid',
      message: IMAGE_INVALID_MESSAGE,
    });
  });

  it('refuses a decompression bomb: a few KB of PNG declaring 10000 x 10000 pixels', async () => {
    const bomb = pngDeclaring(10_000, 10_000);
    expect(bomb.length).toBeLessThan(20_000);
    // It is a well-formed image: only the pixel limit stands in its way.
    const unlimited = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(unlimited).toMatchObject({ format: 'png', width: 10_000, height: 10_000 });
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);

    expect(await rejectionOf(processImage(bomb))).toMatchObject({
      code: 'image_invalid',
      message: IMAGE_TOO_MANY_PIXELS_MESSAGE,
    });
  });
});

describe('storeImage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ngo-images-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores both sizes under new server-made keys and answers their public URLs', async () => {
    const storage = new LocalDiskStorage(root);

    const stored = await storeImage(storage, await photo('jpeg', 2000, 1000), new Date('2026-11-05T10:00:00Z'));

    expect(stored.keys.thumbnail).toMatch(/^images\/2026\/11\/[0-9a-f-]{36}-thumb\.jpg$/);
    expect(stored.keys.large).toBe(stored.keys.thumbnail.replace('-thumb.jpg', '-large.jpg'));
    expect(stored.thumbnailUrl).toBe(`/media/${stored.keys.thumbnail}`);
    expect(stored.largeUrl).toBe(`/media/${stored.keys.large}`);
    await expectDecodedAs((await storage.get(stored.keys.large))!, 'jpeg', 1600, 800);
    await expectDecodedAs((await storage.get(stored.keys.thumbnail))!, 'jpeg', 400, 400);
  });

  it('gives every upload its own keys', async () => {
    const storage = new LocalDiskStorage(root);
    const bytes = await photo('png', 50, 50);

    const [first, second] = [await storeImage(storage, bytes), await storeImage(storage, bytes)];

    expect(first.keys.large).not.toBe(second.keys.large);
  });

  it('stores nothing for a refused upload', async () => {
    const storage = recordingStorage();

    await expect(storeImage(storage, Buffer.from('not an image'))).rejects.toBeInstanceOf(ImageRejectedError);

    expect(storage.puts).toEqual([]);
  });

  it('removes what it stored when the other size cannot be stored', async () => {
    const storage = recordingStorage({ failOn: '-large.' });

    await expect(storeImage(storage, await photo('jpeg', 500, 500))).rejects.toThrow('disk full');

    expect(storage.puts).toHaveLength(1);
    expect(storage.deleted).toEqual(expect.arrayContaining(storage.puts));
  });
});

type Background = string | { r: number; g: number; b: number; alpha: number } | 'noise';

/** A real image made by sharp: one colour, or noise so that it compresses like a photo. */
async function photo(format: 'jpeg' | 'png', width: number, height: number, background: Background = '#3a7bd5') {
  if (background === 'noise') {
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 7) * 104729) & 0xff;
    return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
  }
  const channels = typeof background === 'object' ? 4 : 3;
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

async function expectDecodedAs(bytes: Buffer, format: string, width: number, height: number) {
  expect(await sharp(bytes).metadata()).toMatchObject({ format, width, height });
}

async function rejectionOf(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

/** A storage that keeps nothing but a record of calls, and can fail a put whose key contains `failOn`. */
function recordingStorage({ failOn }: { failOn?: string } = {}) {
  const puts: string[] = [];
  const deleted: string[] = [];
  const storage: Storage & { puts: string[]; deleted: string[] } = {
    puts,
    deleted,
    async put(key) {
      if (failOn && key.includes(failOn)) throw new Error('disk full');
      puts.push(key);
    },
    async get() {
      return undefined;
    },
    async check() {},
    async delete(key) {
      deleted.push(key);
    },
    publicUrl: (key) => `/media/${key}`,
  };
  return storage;
}
