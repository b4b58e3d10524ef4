import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; no database connection is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
