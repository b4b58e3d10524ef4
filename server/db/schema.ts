import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The one database schema of the product. After changing it run `npm run db:generate` and commit
// the new migration under server/db/migrations: both drivers apply the same SQL at start.

/** Settings the server keeps for itself, such as the generated JWT secret shared by every instance. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
