import { and, desc, eq, sql } from 'drizzle-orm';
import { participationHours, type Certificate, type CertificateQuery } from '@/contract/certificate';
import { applications, events, ngos, users } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { isoInstant } from '@/server/platform/isoInstant';

// Issue 17, point 3: the volunteer's certificate of verified participation: only completed
// applications (attendance the NGO confirmed), each with the XP attendance awarded.

/**
 * GET /api/volunteer/certificate/: the volunteer's name, the totals over every completed
 * application (not only this page) and one page of them, newest event first. Two statements
 * whatever the volunteer holds: the totals (each participation's hours by participationHours, so
 * the total is the sum of the rows a complete print would show), then the page.
 */
export async function volunteerCertificate(db: Queries, userId: number, { page, page_size }: CertificateQuery): Promise<Certificate> {
  const completed = and(eq(applications.userId, userId), eq(applications.status, 'completed'));
  const [totals] = await db
    .select({
      fullName: users.name,
      count: sql<number>`count(${applications.id})::int`,
      xp: sql<number>`coalesce(sum(${applications.awardedXp}), 0)::int`,
      // Each participation's length in ms, added up below by the contract's rounding.
      lengths: sql<number[]>`coalesce(array_agg((extract(epoch from ${events.endDate} - ${events.startDate}) * 1000)::float8) filter (where ${applications.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(applications, and(eq(applications.userId, users.id), eq(applications.status, 'completed')))
    .leftJoin(events, eq(events.id, applications.eventId))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  const lengths = (totals?.lengths ?? []).map(Number);
  const offset = (page - 1) * page_size;
  const rows =
    offset >= (totals?.count ?? 0)
      ? []
      : await db
          .select({
            applicationId: applications.id,
            eventId: events.id,
            eventName: events.eventName,
            ngoId: ngos.id,
            ngoName: ngos.organizationName,
            start: events.startDate,
            end: events.endDate,
            timeZone: events.timeZone,
            xp: applications.awardedXp,
          })
          .from(applications)
          .innerJoin(events, eq(events.id, applications.eventId))
          .innerJoin(ngos, eq(ngos.id, events.organizedBy))
          .where(completed)
          .orderBy(desc(events.startDate), desc(applications.id))
          .limit(page_size)
          .offset(offset);
  return {
    full_name: totals?.fullName ?? '',
    total_xp: totals?.xp ?? 0,
    total_hours: lengths.reduce((sum, length) => sum + participationHours(new Date(0), new Date(length)), 0),
    count: totals?.count ?? 0,
    results: rows.map((row) => ({
      application_id: row.applicationId,
      event_id: row.eventId,
      event_name: row.eventName,
      ngo_id: row.ngoId,
      ngo_name: row.ngoName,
      start: isoInstant(row.start),
      end: isoInstant(row.end),
      time_zone: row.timeZone,
      hours: participationHours(row.start, row.end),
      xp: row.xp,
    })),
  };
}
