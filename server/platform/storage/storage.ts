/**
 * Where uploaded files go. Keys are made by the server (e.g. `images/2026/11/<uuid>-large.jpg`),
 * never taken from a request, and every driver checks them again before touching anything.
 */
export interface Storage {
  /** Stores the bytes under the key, replacing nothing the server did not name itself. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Reads a stored file back; `undefined` when there is none. Used by tests and tools. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from: `/media/<key>` locally, the bucket's public URL on S3. */
  publicUrl(key: string): string;
  /** Throws unless files can be stored now (the readiness check, issue 19). */
  check(): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const MAX_KEY_LENGTH = 512;
// Segments of plain characters joined by single slashes. No segment may start with a dot, so
// `..`, `.` and dotfiles (where the local driver keeps its temporary files) cannot be named.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws unless the key is a relative path of safe segments: no `..`, no leading `/`, no `\`. */
export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) throw new InvalidStorageKeyError(key);
}
