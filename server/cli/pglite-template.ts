// Made by `npm run build` (server/cli/build.mjs) from the bundle dist-server/pglite-template.js:
// writes an in-memory PGlite with every migration applied, gzip-dumped, to the file named. A new
// DATA_DIR starts from it (server/platform/db.ts templateFor).
import { writeFile } from 'node:fs/promises';
import { dumpMigratedPglite } from '@/server/platform/db';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node dist-server/pglite-template.js <file.tar.gz>');
  process.exit(2);
}
const dump = await dumpMigratedPglite('gzip');
await writeFile(file, Buffer.from(await dump.arrayBuffer()));
