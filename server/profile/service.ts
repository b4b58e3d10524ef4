import { and, eq, sql } from 'drizzle-orm';
import { PROFILE_EVENT_STATUSES, PROFILE_VOLUNTEER_STATUSES, AVG_RATING_DECIMALS, ratingErrorCodes, ratingErrorMessageKeys } from '@/contract/profile';
import type { NgoProfile, NgoProfileUpdate, Rating, RatingErrorCode } from '@/contract/profile';
import { ngoNotFound } from '@/server/accounts/service';
import { applicationNotFound } from '@/server/applications/service';
import { applications, events, ngos, ratings } from '@/server/db/schema';
import { isoInstant } from '@/server/events/rows';
import type { Queries } from '@/server/events/service';
import { announceAccountChange, forgetAccounts } from '@/server/platform/accountCache';
import type { Database } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';

// Issue 15, point 1: the NGO's profile (its texts and figures) and a volunteer's rating of the NGO
// after a completed application. contract/profile.ts ngoProfileFiguresOf states the same figures
// for the mocks; docs/decisions.md, "NGO profile", says what each counts.

/**
 * GET /api/portal/profile/: the texts and every figure in one statement (ngoFigureColumns), so
 * another NGO's data is never read and the cost follows the NGO's own data.
 */
export async function ngoProfile(db: Queries, ngoId: number): Promise<NgoProfile> {
  const [row] = await db
    .select({ name: ngos.organizationName, about: ngos.about, history: ngos.history, contactPersonBio: ngos.contactPersonBio, ...ngoFigureColumns(ngoId) })
    .from(ngos)
    .where(eq(ngos.id, ngoId));
  // The guard let this NGO's user in a moment ago; an NGO deleted since is gone for this request too.
  if (!row) throw ngoNotFound();
  return { name: row.name, about: row.about, history: row.history, contact_person_bio: row.contactPersonBio, ...ngoFiguresOf(row) };
}

/**
 * The NGO's figures as columns of a select on `ngos`, each a sub-select on the NGO's own rows
 * (events by organized_by, their applications by event, ratings by ngo_id). The portal profile and
 * the public NGO page (server/publicNgos) both count with these.
 */
export function ngoFigureColumns(ngoId: number) {
  const eventStatuses = sql.join(PROFILE_EVENT_STATUSES.map((status) => sql`${status}`), sql`, `);
  const volunteerStatuses = sql.join(PROFILE_VOLUNTEER_STATUSES.map((status) => sql`${status}`), sql`, `);
  return {
    volunteerCount: sql<number>`(select count(distinct a.user_id)::int from applications a join events e on e.id = a.event_id
      where e.organized_by = ${ngoId} and a.status in (${volunteerStatuses}))`,
    eventCount: sql<number>`(select count(*)::int from events e where e.organized_by = ${ngoId} and e.status in (${eventStatuses}))`,
    totalXp: sql<number>`(select coalesce(sum(a.awarded_xp), 0)::int from applications a join events e on e.id = a.event_id
      where e.organized_by = ${ngoId} and a.status = 'completed')`,
    // Only ratings of applications still completed: undoing attendance takes its rating out of the figures.
    avgRating: sql<number | null>`(select round(avg(r.score), ${AVG_RATING_DECIMALS})::float8 from ratings r
      join applications a on a.id = r.application_id where r.ngo_id = ${ngoId} and a.status = 'completed')`,
    totalRatings: sql<number>`(select count(*)::int from ratings r
      join applications a on a.id = r.application_id where r.ngo_id = ${ngoId} and a.status = 'completed')`,
  };
}

/** The figures of a row selected with ngoFigureColumns, as the profile answers them. */
export function ngoFiguresOf(row: { volunteerCount: number; eventCount: number; totalXp: number; avgRating: number | null; totalRatings: number }) {
  return {
    volunteer_count: row.volunteerCount,
    event_count: row.eventCount,
    total_xp: row.totalXp,
    avg_rating: row.avgRating === null ? null : Number(row.avgRating),
    total_ratings: row.totalRatings,
  } satisfies Partial<NgoProfile>;
}

/**
 * PATCH /api/portal/profile/update/: the name and the texts given; answers the whole profile. The
 * name is the registration's organization_name, which the guards' account cache holds (the navbar's
 * NGO name): the change is announced in its transaction and forgotten here after it. The events
 * list's version is bumped by migration 0004's trigger on organization_name (organized_by_name).
 */
export async function updateNgoProfile(db: Database, ngoId: number, update: NgoProfileUpdate): Promise<NgoProfile> {
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(ngos)
        .set({
          organizationName: update.name,
          ...(update.about === undefined ? {} : { about: update.about }),
          ...(update.history === undefined ? {} : { history: update.history }),
          ...(update.contact_person_bio === undefined ? {} : { contactPersonBio: update.contact_person_bio }),
        })
        .where(eq(ngos.id, ngoId));
      await announceAccountChange(tx, { ngoId });
    });
  } finally {
    forgetAccounts(db, { ngoId });
  }
  return ngoProfile(db, ngoId);
}

/**
 * POST /api/volunteer/applications/{id}/rating/: the volunteer's own completed application, rated
 * once, for the NGO of its event. One statement inserts only when all holds (so attendance undone
 * or a second request racing this one inserts nothing); when nothing was inserted, the application
 * as it is now says why: unknown or another volunteer's 404, not completed 409, else rated already 409.
 */
export async function rateApplication(db: Queries, userId: number, applicationId: number, score: number, comment = ''): Promise<Rating> {
  const inserted = await db.execute(sql`
    insert into ${ratings} (application_id, ngo_id, user_id, score, comment)
    select a.id, e.organized_by, a.user_id, ${score}, ${comment} from ${applications} a join ${events} e on e.id = a.event_id
    where a.id = ${applicationId} and a.user_id = ${userId} and a.status = 'completed'
    on conflict (application_id) do nothing
    returning id`);
  // Both drivers (PGlite, node-postgres) answer the rows as `rows`.
  const [created] = (inserted as unknown as { rows: Array<{ id: number }> }).rows;
  if (created) {
    const [rating] = await db.select().from(ratings).where(eq(ratings.id, Number(created.id)));
    return { id: rating!.id, application_id: rating!.applicationId, score: rating!.score, comment: rating!.comment, created: isoInstant(rating!.created) };
  }

  const [application] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!application) throw applicationNotFound();
  if (application.status !== 'completed') throw ratingError(ratingErrorCodes.notCompleted);
  throw ratingError(ratingErrorCodes.alreadyRated);
}

function ratingError(code: RatingErrorCode): AppError {
  return new AppError(409, code, englishText(ratingErrorMessageKeys[code]));
}
