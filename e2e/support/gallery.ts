import { crc32, deflateSync } from 'node:zlib';

// Steps and files the gallery tests of both projects share (issue 16).

/** A small solid-colour PNG, made here so the test needs no fixture files. */
export function png(name: string, colour: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: pngOf(48, () => colour) };
}

/** A square RGB PNG of `size` pixels, each pixel's colour from `colourAt`. */
export function pngOf(size: number, colourAt: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, (_, x) => colourAt(x, y)).flat()]));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
