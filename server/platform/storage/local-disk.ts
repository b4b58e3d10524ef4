import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, InvalidStorageKeyError, type Storage } from './storage';

/** Files under one directory (`${dataDir}/media`), served by the app itself under `/media/`. */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(
    root: string,
    private readonly urlPrefix = '/media',
  ) {
    this.root = path.resolve(root);
  }

  // The content type is not kept: the static server derives it from the key's extension,
  // which the server chose from the re-encoded format.
  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const file = this.fileOf(key);
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file. The leading
    // dot keeps the temporary file out of reach of the static server (dotfiles ignored).
    const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  /** The directory is there and this process may write in it. */
  async check(): Promise<void> {
    await access(this.root, constants.W_OK);
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${this.urlPrefix}/${key}`;
  }

  private fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    // Second line of defence: whatever the key check allows must still land inside the root.
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }
}
