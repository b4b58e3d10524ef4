import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NgoStatus, UserType } from '../../contract/accounts';

// The one database schema of the product. After changing it run `npm run db:generate` and commit
// the new migration under server/db/migrations: both drivers apply the same SQL at start.
// `db:generate` also drops drizzle-kit's "public". prefix (server/cli/unqualify-migrations.ts), so a
// migration applies in whichever schema is on the search path; server/db/migrations.test.ts checks it.

/** Settings the server keeps for itself, such as the generated JWT secret shared by every instance. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A registered organisation (SPEC §3 registration fields). It waits as `pending` until a super
 * administrator approves it; `suspended` signs its users out and keeps them out.
 */
export const ngos = pgTable(
  'ngos',
  {
    id: serial('id').primaryKey(),
    organizationName: text('organization_name').notNull(),
    website: text('website').notNull().default(''),
    registrationNumber: text('registration_number').notNull().default(''),
    contactPersonFirstName: text('contact_person_first_name').notNull(),
    contactPersonLastName: text('contact_person_last_name').notNull(),
    contactPersonEmail: text('contact_person_email').notNull(),
    /** E.164, as normalizePhone gives it. */
    contactPersonPhone: text('contact_person_phone').notNull().default(''),
    operatingCountries: text('operating_countries').notNull().default(''),
    /** ORGANIZATION_OFFERINGS codes. */
    organizationOfferings: text('organization_offerings').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<NgoStatus>().notNull().default('pending'),
    // SPEC §3 NGO profile; edited on the profile page (a later issue).
    about: text('about').notNull().default(''),
    history: text('history').notNull().default(''),
    contactPersonBio: text('contact_person_bio').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ngos_status_check', sql`${table.status} in ('pending', 'approved', 'suspended')`),
    index('ngos_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/** Everyone who signs in: NGO staff (one user per NGO today) and super administrators. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and trimmed, so one address is one account whatever its spelling. */
    email: text('email').notNull().unique(),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').$type<UserType>().notNull(),
    name: text('name').notNull().default(''),
    ngoId: integer('ngo_id').references(() => ngos.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    // 'volunteer' is kept for the volunteers who apply to events (a later issue).
    check('users_user_type_check', sql`${table.userType} in ('ngo', 'super_admin', 'volunteer')`),
    // An NGO user belongs to an NGO; nobody else does.
    check('users_ngo_id_check', sql`(${table.userType} = 'ngo') = (${table.ngoId} is not null)`),
    index('users_ngo_id_idx').on(table.ngoId),
  ],
);

/**
 * Opaque refresh tokens, stored only as their SHA-256. Each use rotates the token within its family
 * (one sign-in); a used or revoked token presented again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for its successor. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId), index('refresh_tokens_user_id_idx').on(table.userId)],
);
