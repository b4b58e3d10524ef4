// Runs after drizzle-kit in `npm run db:generate`: drizzle-kit writes foreign keys as
// REFERENCES "public"."table", which would tie a migration to the public schema. Without the
// prefix it applies in whichever schema is on the search path (the PostgreSQL tests use one per file).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../db/migrations/', import.meta.url));
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const sql = readFileSync(folder + file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) {
    writeFileSync(folder + file, unqualified);
    console.log(`${file}: removed the "public". schema prefix`);
  }
}
