import { eq, sql } from 'drizzle-orm';
import { PROFILE_EVENT_STATUSES, PROFILE_VOLUNTEER_STATUSES, AVG_RATING_DECIMALS } from '@/contract/profile';
import type { NgoProfile, NgoProfileUpdate } from '@/contract/profile';
import { ngoNotFound } from '@/server/accounts/service';
import { ngos } from '@/server/db/schema';
import { announceAccountChange, forgetAccounts } from '@/server/platform/accountCache';
import type { Database, Queries } from '@/server/platform/db';

// Issue 15, point 1: the NGO's profile (its texts and figures). contract/profile.ts
// ngoProfileFiguresOf states the same figures for the mocks; docs/decisions/people-and-profiles.md, "NGO profile: contract and figures",
// says what each counts.

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
