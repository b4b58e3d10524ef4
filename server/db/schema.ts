import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { NgoStatus, UserType } from '@/contract/accounts';
import type { ApplicationStatus } from '@/contract/applicationStatus';
import type { EventStatus, MarkerType, RecurrenceType } from '@/contract/events';
import type { MailKind, MailStatus } from '@/contract/mail';

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
    /** Issue 18: the language of their e-mail, chosen at registration and at each sign-in (readerLanguage). */
    language: text('language').notNull().default('en'),
    /** Issue 18, point 4: false turns off every e-mail but security mail (contract/mail.ts SECURITY_MAIL_KINDS). */
    emailNotifications: boolean('email_notifications').notNull().default(true),
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

/** SPEC §3 team enumeration. The migration seeds the 13 teams of contract/events.ts TEAMS as ids 1–13, in that order. */
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * An NGO's event (SPEC §3). A recurring event is the parent of its occurrences: copies with
 * `is_recurring_instance` and `parent_event` set, created with it and deleted with it.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    eventName: text('event_name').notNull(),
    eventDescription: text('event_description').notNull(),
    // SPEC §5 requires both dates on every save, so they are never empty here.
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    markerType: smallint('marker_type').$type<MarkerType>().notNull(),
    status: text('status').$type<EventStatus>().notNull(),
    rejectionReason: text('rejection_reason'),
    adminNotes: text('admin_notes'),
    mainImageUrl: text('main_image_url'),
    peopleNeeded: integer('people_needed').notNull().default(0),
    eventXp: integer('event_xp').notNull().default(0),
    /** Comma-separated, as SPEC §3 sends and reads it. */
    competences: text('competences').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    locationText: text('location_text').notNull(),
    recurrenceType: text('recurrence_type').$type<RecurrenceType>().notNull().default('none'),
    recurrenceInterval: integer('recurrence_interval').notNull().default(1),
    /** Inclusive, in the event's time zone; null is indefinite (SPEC §3). */
    recurrenceEndDate: date('recurrence_end_date', { mode: 'string' }),
    /** IANA zone whose wall-clock time a series keeps across daylight-saving changes. */
    timeZone: text('time_zone').notNull().default('UTC'),
    isRecurringInstance: boolean('is_recurring_instance').notNull().default(false),
    parentEvent: integer('parent_event').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    organizedBy: integer('organized_by')
      .notNull()
      .references(() => ngos.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Issue 18: when the administrators were told this pending event waits too long (once per submission). */
    reviewRemindedAt: timestamp('review_reminded_at', { withTimezone: true }),
    /** Issue 18: when the NGO last got a summary of new applications to it (at most one an hour). */
    applicantsNotifiedAt: timestamp('applicants_notified_at', { withTimezone: true }),
  },
  (table) => [
    check('events_marker_type_check', sql`${table.markerType} in (1, 2)`),
    check('events_status_check', sql`${table.status} in ('draft', 'pending', 'approved', 'rejected', 'published')`),
    check('events_people_needed_check', sql`${table.peopleNeeded} >= 0`),
    check('events_event_xp_check', sql`${table.eventXp} >= 0`),
    check('events_recurrence_type_check', sql`${table.recurrenceType} in ('none', 'daily', 'weekly', 'monthly', 'yearly')`),
    check('events_recurrence_interval_check', sql`${table.recurrenceInterval} between 1 and 365`),
    // The NGO's list, ordered by start; the administrator's lists by status, newest first; a series' occurrences.
    index('events_organized_by_start_date_idx').on(table.organizedBy, table.startDate),
    index('events_status_created_idx').on(table.status, table.created),
    index('events_parent_event_idx').on(table.parentEvent),
  ],
);

/**
 * How many times each NGO's events list has changed (issue 13): triggers of migration 0004 bump it
 * in the same transaction as every change of an event, an event's teams, a team's name or the
 * NGO's name, so a list cached under a version is exactly what the database holds while the
 * version stands (server/events/listCache.ts). No row yet is version 0.
 */
export const eventListVersions = pgTable('event_list_versions', {
  ngoId: integer('ngo_id')
    .primaryKey()
    .references(() => ngos.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** The teams of an event (SPEC §3 focus_teams). */
export const eventTeams = pgTable(
  'event_teams',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.teamId] })],
);

/**
 * Main images uploaded by an NGO, so their files can be removed once no event shows them (an event
 * deleted, or its image replaced). An image uploaded but never saved on an event stays: a later
 * clean-up could sweep rows older than a day that no event references.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: serial('id').primaryKey(),
    /** The uploading NGO; null when a super administrator or a volunteer uploaded it. */
    ngoId: integer('ngo_id').references(() => ngos.id, { onDelete: 'cascade' }),
    /** The uploading volunteer (issue 14, a profile image); null for an event's main image. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The URL events store in main_image_url. */
    largeUrl: text('large_url').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull(),
    largeKey: text('large_key').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_images_ngo_id_idx').on(table.ngoId), index('uploaded_images_user_id_idx').on(table.userId)],
);

/**
 * A volunteer's profile (issue 14): one row per user of type 'volunteer', made with the user. The
 * full name is users.name. total_xp changes only through attendance the NGOs confirm.
 */
export const volunteerProfiles = pgTable(
  'volunteer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** The large URL of an image this volunteer uploaded (uploaded_images.user_id), or null. */
    profileImage: text('profile_image'),
    totalXp: integer('total_xp').notNull().default(0),
    /**
     * Issue 17: the SHA-256 (hex) of the token of the volunteer's private calendar feed, or null
     * without one. Making a new token replaces it, so the old address stops working.
     */
    calendarTokenHash: text('calendar_token_hash').unique(),
    calendarTokenCreatedAt: timestamp('calendar_token_created_at', { withTimezone: true }),
  },
  (table) => [check('volunteer_profiles_total_xp_check', sql`${table.totalXp} >= 0`)],
);

/**
 * A volunteer's application to an event (SPEC §3 Application, issue 14). One per volunteer and
 * event; a withdrawn application is deleted. The volunteer's account going leaves the row as the
 * NGO's record (user_id null). Migration 0006's trigger bumps the events list's version: the list
 * shows people_applied, counted from these rows.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    message: text('message').notNull().default(''),
    applicationDate: timestamp('application_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The XP attendance added to the volunteer's total_xp (issue 14, point 5): the event's event_xp
     * when it was marked, 0 otherwise. Undo takes back exactly this, whatever the event says by then.
     */
    awardedXp: integer('awarded_xp').notNull().default(0),
  },
  (table) => [
    check('applications_status_check', sql`${table.status} in ('applied', 'accepted', 'waitlisted', 'completed')`),
    // Only a completed application carries XP.
    check('applications_awarded_xp_check', sql`${table.awardedXp} >= 0 and (${table.status} = 'completed' or ${table.awardedXp} = 0)`),
    // Applying twice finds the first; nulls (accounts gone) are distinct, so they never collide.
    unique('applications_event_id_user_id_unique').on(table.eventId, table.userId),
    // The NGO's list one page at a time, newest (or oldest) first, per event, of one status or all
    // (server/applications/ngoReads.ts reads the first rows of each event's); people_applied by event;
    // the volunteer's own list.
    index('applications_event_id_status_date_id_idx').on(table.eventId, table.status, table.applicationDate, table.id),
    index('applications_event_id_date_id_idx').on(table.eventId, table.applicationDate, table.id),
    index('applications_user_id_date_idx').on(table.userId, table.applicationDate),
  ],
);

/**
 * How many applications each event has in each status (issue 14), kept by migration 0007's
 * triggers on applications in the same statement, so that the NGO's list counts its pages and its
 * statistics by adding a few rows per event instead of counting every application.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.status] })],
);

/**
 * An NGO's social media link (SPEC §3, issue 15): one of the supported platforms and a URL on its
 * domain (contract/socialLinks.ts checks both).
 */
export const socialLinks = pgTable(
  'social_links',
  {
    id: serial('id').primaryKey(),
    ngoId: integer('ngo_id')
      .notNull()
      .references(() => ngos.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    url: text('url').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_links_ngo_id_idx').on(table.ngoId, table.id)],
);

/**
 * An NGO's contact (SPEC §3, issue 15): an optional name, a type (phone, e-mail, …) and the contact
 * information, a phone number stored in E.164 (contract/contacts.ts checks it).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    ngoId: integer('ngo_id')
      .notNull()
      .references(() => ngos.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    contactType: text('contact_type').notNull(),
    contactInfo: text('contact_info').notNull(),
    /** Shown on the public NGO page (issue 15, point 5); private unless the NGO says so. */
    isPublic: boolean('is_public').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_ngo_id_idx').on(table.ngoId, table.id)],
);

/**
 * A volunteer's rating of the NGO after a completed application (issue 15): once per application,
 * 1 to 5 with an optional comment. The NGO's avg_rating and total_ratings come from these. The
 * volunteer's account going keeps the rating (user_id null) as the NGO's record.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ngoId: integer('ngo_id')
      .notNull()
      .references(() => ngos.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ratings_score_check', sql`${table.score} between 1 and 5`), index('ratings_ngo_id_idx').on(table.ngoId)],
);

/**
 * A photo of a gallery (SPEC §3 "Event gallery photo" and "NGO gallery photo", issue 16): of one of
 * the NGO's events, or of the NGO's own gallery when event_id is null. Each photo's files (a
 * thumbnail and a large size from the image pipeline) are its own; deleting the row releases them.
 */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    ngoId: integer('ngo_id')
      .notNull()
      .references(() => ngos.id, { onDelete: 'cascade' }),
    /** The event it shows; null for a photo of the NGO's own gallery. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull(),
    largeUrl: text('large_url').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull(),
    largeKey: text('large_key').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An event's gallery and the NGO's own (event_id null), each in upload order.
    index('gallery_photos_event_id_idx').on(table.eventId, table.id),
    index('gallery_photos_ngo_id_idx').on(table.ngoId, table.eventId, table.id),
  ],
);

/**
 * Issue 18: every e-mail the portal sends, written in the same transaction as the change that
 * causes it and sent afterwards by the mail worker (server/mail/worker.ts). `data` holds what the
 * message's template reads; the text is rendered in `language` when it is sent. A worker claims a
 * due row by setting `locked_until` (FOR UPDATE SKIP LOCKED), so two instances never take the same.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The user it is for; null once their account is gone (the address stays). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    // The worker's due messages; the administrator's lists by status, newest first.
    index('mail_outbox_status_next_attempt_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);

/**
 * Issue 18, point 3: password reset links, stored only as their SHA-256. Single use (used_at) and
 * valid for PASSWORD_RESET_TTL_MS; counted per user to limit how many mails one address receives.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_id_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Issue 18: events with applications the NGO has not yet been told about, since `since`. Written
 * with the application; the mail worker sums them up at most once an hour per event.
 */
export const pendingApplicationNotices = pgTable('pending_application_notices', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 19: when each scheduled job last ran, and where. The instance that locks a job's row
 * (FOR UPDATE SKIP LOCKED) once it is due runs it; the others skip it (server/platform/scheduledJobs.ts).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastRunBy: text('last_run_by').notNull(),
});
