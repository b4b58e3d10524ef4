import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { InvalidStorageKeyError } from './storage';

describe('LocalDiskStorage', () => {
  let dataDir: string;
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ngo-storage-'));
    root = path.join(dataDir, 'media');
    storage = new LocalDiskStorage(root);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a file under its key, creating the folders, and reads it back', async () => {
    const key = 'images/2026/11/abc-large.jpg';

    await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');

    expect(await readFile(path.join(root, 'images/2026/11/abc-large.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(await storage.get(key)).toEqual(Buffer.from('jpeg bytes'));
  });

  it('leaves no temporary file behind', async () => {
    await storage.put('images/a.png', Buffer.from('one'), 'image/png');
    await storage.put('images/a.png', Buffer.from('two'), 'image/png');

    expect(await readdir(path.join(root, 'images'))).toEqual(['a.png']);
    expect(await storage.get('images/a.png')).toEqual(Buffer.from('two'));
  });

  it('deletes a file, and deleting a missing file is not an error', async () => {
    await storage.put('images/b.png', Buffer.from('png'), 'image/png');

    await storage.delete('images/b.png');
    await storage.delete('images/b.png');

    expect(await storage.get('images/b.png')).toBeUndefined();
  });

  it('answers /media/<key> as the public URL', () => {
    expect(storage.publicUrl('images/2026/11/abc-thumb.jpg')).toBe('/media/images/2026/11/abc-thumb.jpg');
  });

  it('refuses keys that could leave its folder and writes nothing', async () => {
    for (const key of ['../escape.jpg', 'images/../../escape.jpg', '/tmp/escape.jpg', '..\\escape.jpg']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    }
    await expect(stat(path.join(dataDir, 'escape.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readdir(dataDir)).toEqual([]);
  });
});
