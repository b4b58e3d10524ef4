import path from 'node:path';

/** A file or directory of a tar archive, its name relative to where the archive is extracted. */
export type TarEntry = { name: string; type: 'file' | 'directory'; data: Uint8Array };

const BLOCK = 512;

/**
 * The entries of an uncompressed tar archive as PGlite's dumpDataDir writes it (tinytar: ustar
 * headers, names in the 100-byte name field, regular files and directories only), in archive order.
 * Throws on anything else, and on a name that would leave the extraction directory.
 */
export function* readTar(tar: Uint8Array): Generator<TarEntry> {
  let offset = 0;
  // The archive ends with zero-filled blocks (or, leniently, with the data).
  while (offset + BLOCK <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + BLOCK);
    const name = relativeName(field(header, 0, 100));
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = header[156];
    offset += BLOCK;
    if (!Number.isSafeInteger(size) || size < 0 || offset + size > tar.length) {
      throw new Error(`tar: entry ${name} is cut short`);
    }
    // '0' or NUL: a regular file; '5': a directory. Links, devices and long-name extensions are refused.
    if (type === 0x30 || type === 0) {
      yield { name, type: 'file', data: tar.subarray(offset, offset + size) };
    } else if (type === 0x35) {
      yield { name, type: 'directory', data: new Uint8Array(0) };
    } else {
      throw new Error(`tar: entry ${name} is of type ${String.fromCharCode(type ?? 0)}, not a file or a directory`);
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** A NUL-terminated text field of a header. */
function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

/** PGlite names entries from the data directory's root (`/base/5/1255`); `..` may not climb out of it. */
function relativeName(name: string): string {
  const relative = path.posix.normalize(name.replace(/^\/+/, '')).replace(/\/+$/, '');
  if (relative === '.' || relative === '..' || relative.startsWith('../') || relative === '') {
    throw new Error(`tar: entry name ${JSON.stringify(name)} is outside the archive`);
  }
  return relative;
}
