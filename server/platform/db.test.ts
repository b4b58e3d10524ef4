import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './db';
import { temporaryDir } from '@/server/test/app';

describe('the embedded database directory', () => {
  it('refuses a second opener while the first has it open, and opens again once it is closed', async () => {
    const dataDir = path.join(temporaryDir('lock'), 'db');
    const first = await openDatabase({ driver: 'pglite', dataDir });
    try {
      await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(/in use by another process/);
    } finally {
      await closeDatabase(first);
    }
    const again = await openDatabase({ driver: 'pglite', dataDir });
    await closeDatabase(again);
  });
});
