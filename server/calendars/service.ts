import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import { CALENDAR_TOKEN_PATTERN, type CalendarFeedStatus } from '@/contract/calendars';
import { platformErrorCodes } from '@/contract/errors';
import { CALENDAR_FEED_MAX_EVENTS } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import { applications, events, ngos, users, volunteerProfiles } from '@/server/db/schema';
import { eventNotFound } from '@/server/events/service';
import type { Queries } from '@/server/platform/db';
import { AppError } from '@/server/platform/errors';
import { hasCoordinates, isPublicEvent, PLACE_HOLDING_STATUSES } from '@/server/publicEvents/service';
import { publicNgoNotFound } from '@/server/publicNgos/service';
import { calendarText, type CalendarEvent } from './ics';
import { isoInstant } from '@/server/platform/isoInstant';
import { newSecretToken, secretTokenHash } from '@/server/platform/secretTokens';

// Issue 17, point 4 and decision 10: an event's .ics file while it is public, an approved NGO's feed
// of its public events, and each volunteer's private feed of the events they hold a place at,
// behind a token only its SHA-256 of is kept.

/** A feed keeps the events that ended in the last 30 days: a calendar keeps recent history. */
export const CALENDAR_HISTORY_DAYS = 30;

/** Where the calendar's links point: the request's origin (protocol and host, TRUST_PROXY honoured). */
export type CalendarSite = { origin: string; host: string };

/** A calendar's text and the name its file or feed goes by. */
export type Calendar = { name: string; text: string };

/** GET /api/public/events/{id}/calendar.ics: the event while it is public, else 404 event_not_found as its page. */
export async function publicEventCalendar(db: Queries, site: CalendarSite, id: number, now = new Date()): Promise<Calendar> {
  const [row] = await calendarRows(db, and(eq(events.id, id), isPublicEvent(now))!);
  if (!row) throw eventNotFound();
  return { name: row.name, text: calendarText([calendarEventOf(row, site)], { stamp: now }) };
}

/**
 * GET /api/public/ngos/{id}/calendar.ics: an approved NGO's events of public status that ended at
 * most 30 days ago, soonest first, at most CALENDAR_FEED_MAX_EVENTS. Any other NGO is 404 as its page.
 */
export async function ngoCalendar(db: Queries, site: CalendarSite, ngoId: number, now = new Date()): Promise<Calendar> {
  const [ngo] = await db
    .select({ name: ngos.organizationName })
    .from(ngos)
    .where(and(eq(ngos.id, ngoId), eq(ngos.status, 'approved')));
  if (!ngo) throw publicNgoNotFound();
  const rows = await calendarRows(db, and(eq(events.organizedBy, ngoId), inFeedWindow(now))!);
  return { name: ngo.name, text: calendarText(rows.map((row) => calendarEventOf(row, site)), { name: ngo.name, stamp: now, refreshHours: FEED_REFRESH_HOURS }) };
}

/**
 * GET /api/calendar/{token}.ics: the events of the volunteer's accepted and completed applications,
 * while they are of public status and their NGO approved, that ended at most 30 days ago, soonest
 * first. A token of the wrong shape, unknown or revoked answers 404, the same for each.
 */
export async function volunteerCalendar(db: Queries, site: CalendarSite, token: string, now = new Date()): Promise<Calendar> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw calendarFeedNotFound();
  const [volunteer] = await db
    .select({ id: users.id, name: users.name })
    .from(volunteerProfiles)
    .innerJoin(users, eq(users.id, volunteerProfiles.userId))
    .where(eq(volunteerProfiles.calendarTokenHash, secretTokenHash(token)));
  if (!volunteer) throw calendarFeedNotFound();
  const held = db
    .select({ eventId: applications.eventId })
    .from(applications)
    .where(and(eq(applications.userId, volunteer.id), inArray(applications.status, [...PLACE_HOLDING_STATUSES])));
  const rows = await calendarRows(db, and(inArray(events.id, held), inFeedWindow(now))!);
  const name = `${en.common.productName}: ${volunteer.name}`;
  return { name, text: calendarText(rows.map((row) => calendarEventOf(row, site)), { name, stamp: now, refreshHours: FEED_REFRESH_HOURS }) };
}

/** GET /api/volunteer/calendar/: whether the volunteer has a feed, and since when; never the token. */
export async function calendarFeedStatus(db: Queries, userId: number): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: volunteerProfiles.calendarTokenCreatedAt })
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.userId, userId), sql`${volunteerProfiles.calendarTokenHash} is not null`));
  const createdAt = row?.createdAt ?? null;
  return { active: createdAt !== null, created_at: createdAt && isoInstant(createdAt) };
}

/**
 * POST /api/volunteer/calendar/: a new token (32 random bytes, base64url) replacing the old one, so
 * the old address stops working at once; answered once, only its SHA-256 is kept. A volunteer
 * without a profile row (made by hand in SQL) gets one.
 */
export async function newCalendarFeed(db: Queries, userId: number): Promise<{ token: string; createdAt: Date }> {
  const token = newSecretToken();
  const [row] = await db
    .insert(volunteerProfiles)
    .values({ userId, calendarTokenHash: secretTokenHash(token), calendarTokenCreatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: volunteerProfiles.userId,
      set: { calendarTokenHash: secretTokenHash(token), calendarTokenCreatedAt: sql`now()` },
    })
    .returning({ createdAt: volunteerProfiles.calendarTokenCreatedAt });
  return { token, createdAt: row!.createdAt! };
}

/** DELETE /api/volunteer/calendar/: no feed any more (the address answers 404); revoking none is no error. */
export async function revokeCalendarFeed(db: Queries, userId: number): Promise<void> {
  await db
    .update(volunteerProfiles)
    .set({ calendarTokenHash: null, calendarTokenCreatedAt: null })
    .where(eq(volunteerProfiles.userId, userId));
}

/** The absolute address of the volunteer's feed. */
export function feedUrl(site: CalendarSite, token: string): string {
  return `${site.origin}/api/calendar/${token}.ics`;
}

/** 404 for a token that opens no feed: the platform's not_found, as for an address that does not exist. */
export function calendarFeedNotFound(): AppError {
  return new AppError(404, platformErrorCodes.notFound, en.errors.calendarFeedNotFound);
}

/** Hours a subscribed calendar waits before fetching a feed again. */
const FEED_REFRESH_HOURS = 1;

/** Of public status, of an approved NGO, ended at most CALENDAR_HISTORY_DAYS ago (or not yet). */
function inFeedWindow(now: Date): SQL {
  const since = new Date(now.getTime() - CALENDAR_HISTORY_DAYS * 86_400_000);
  return and(inArray(events.status, [...PUBLIC_EVENT_STATUSES]), eq(ngos.status, 'approved'), gt(events.endDate, since))!;
}

type CalendarRow = Awaited<ReturnType<typeof calendarRows>>[number];

/** The events a calendar shows, soonest first, at most CALENDAR_FEED_MAX_EVENTS. */
function calendarRows(db: Queries, where: SQL) {
  return db
    .select({
      id: events.id,
      name: events.eventName,
      description: events.eventDescription,
      start: events.startDate,
      end: events.endDate,
      timeZone: events.timeZone,
      location: events.locationText,
      latitude: events.latitude,
      longitude: events.longitude,
      mapped: sql<boolean>`${hasCoordinates()}`,
      ngoName: ngos.organizationName,
    })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(where)
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(CALENDAR_FEED_MAX_EVENTS);
}

/** A row as its VEVENT: the public page's texts, its organiser under the description, and the page's address. */
function calendarEventOf(row: CalendarRow, site: CalendarSite): CalendarEvent {
  const url = `${site.origin}/#/explore/${row.id}`;
  return {
    uid: `event-${row.id}@${site.host}`,
    start: row.start,
    end: row.end,
    timeZone: row.timeZone,
    summary: row.name,
    description: [row.description, '', row.ngoName, url].join('\n'),
    location: row.location,
    geo: row.mapped ? { latitude: row.latitude, longitude: row.longitude } : null,
    url,
  };
}
