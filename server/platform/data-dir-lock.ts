import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** The embedded database directory is open in another running process (usually the server). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(`The database in ${dir} is in use by another process (pid ${ownerPid}). Stop it, or set DATA_DIR to another directory.`);
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite is a single-process database: two processes opening one directory corrupt it. A lock file
 * holding the owner's pid refuses a second opener; a lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'portal.lock');
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (isRunning(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      rmSync(file, { force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
