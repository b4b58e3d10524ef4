import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations', import.meta.url));

describe('committed migrations', () => {
  it.each(readdirSync(folder).filter((file) => file.endsWith('.sql')))(
    '%s names no schema, so it applies in whichever schema is on the search path',
    (file) => {
      // drizzle-kit writes REFERENCES "public"."table"; `npm run db:generate` removes the prefix.
      expect(readFileSync(`${folder}/${file}`, 'utf8')).not.toContain('"public".');
    },
  );
});
