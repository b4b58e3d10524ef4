import { describe, expect, it } from 'vitest';
import { readTar } from './tar';

/** A ustar header block as tinytar (PGlite's dumpDataDir) writes one: name, octal size, type. */
function header(name: string, size: number, type: string): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 'utf8');
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  block.write(type, 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  return block;
}

function archive(entries: Array<{ name: string; data?: Buffer; type?: string }>): Buffer {
  const blocks = entries.flatMap(({ name, data = Buffer.alloc(0), type = '0' }) => [
    header(name, data.length, type),
    Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]),
  ]);
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

describe('readTar', () => {
  it('reads directories and files in archive order, each file exactly its bytes whatever its padding', () => {
    const sizes = [0, 1, 511, 512, 513, 2000];
    const files = sizes.map((size, index) => ({ name: `/base/5/${index}`, data: Buffer.alloc(size, index + 1) }));
    const tar = archive([{ name: '/base/', type: '5' }, { name: '/base/5', type: '5' }, ...files, { name: '/PG_VERSION', data: Buffer.from('17\n') }]);

    const entries = [...readTar(tar)];

    expect(entries.map(({ name, type }) => `${type} ${name}`)).toEqual([
      'directory base',
      'directory base/5',
      ...sizes.map((_, index) => `file base/5/${index}`),
      'file PG_VERSION',
    ]);
    for (const [index, size] of sizes.entries()) {
      expect(Buffer.from(entries[index + 2]!.data)).toEqual(Buffer.alloc(size, index + 1));
    }
    expect(Buffer.from(entries.at(-1)!.data).toString()).toBe('17\n');
  });

  it('takes a NUL type for a regular file', () => {
    const entries = [...readTar(archive([{ name: 'a', data: Buffer.from('x'), type: '\0' }]))];
    expect(entries.map(({ name, type, data }) => [name, type, Buffer.from(data).toString()])).toEqual([['a', 'file', 'x']]);
  });

  it('refuses a name that climbs out of the extraction directory', () => {
    for (const name of ['../escape', '/base/../../escape', '..']) {
      expect(() => [...readTar(archive([{ name, data: Buffer.from('x') }]))], name).toThrow(/outside the archive/);
    }
  });

  it('refuses links and other entries that are neither a file nor a directory', () => {
    expect(() => [...readTar(archive([{ name: 'link', type: '2' }]))]).toThrow(/not a file or a directory/);
  });

  it('refuses an archive cut in the middle of a file', () => {
    const tar = archive([{ name: 'big', data: Buffer.alloc(4096, 7) }]).subarray(0, 2048);
    expect(() => [...readTar(tar)]).toThrow(/cut short/);
  });
});
