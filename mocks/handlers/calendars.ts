import { http, HttpResponse } from 'msw';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import type { ApplicationStatus } from '@/contract/applications';
import { CALENDAR_MEDIA_TYPE, type CalendarFeed, type CalendarFeedStatus } from '@/contract/calendars';
import { platformErrorCodes } from '@/contract/errors';
import { CALENDAR_FEED_MAX_EVENTS } from '@/contract/limits';
import { accountErrorCodes } from '@/contract/signIn';
import en from '@/i18n/locales/en.json';
import { saveStore, store, type MockEvent } from '@/mocks/store';
import { authenticateVolunteer } from './auth';
import { calendarFile, type CalendarEntry } from './calendarFile';
import { errorResponse } from './errorEnvelope';
import { isoInstant } from './events';
import { eventNotFound, idOf, isPublic } from './publicEvents';

// Issue 17, point 4 on the mock store (contract/calendars.ts, docs/decisions/events-and-series.md "Calendars", issue 17 decision 10): a
// public event's .ics file, an approved NGO's feed of its public events, and the volunteer's private
// feed of their accepted events behind a token they make, replace and revoke.

/** A feed keeps the events that ended in the last 30 days, so a calendar keeps recent history. */
const FEED_HISTORY_MS = 30 * 24 * 60 * 60 * 1000;
/** The volunteer's feed: the events they hold a place at. */
const FEED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['accepted', 'completed'];

export const calendarHandlers = [
  http.get('/api/public/events/:id/calendar.ics', ({ request, params }) => {
    const event = store.events.find((candidate) => candidate.id === idOf(params.id));
    // There while the event's page is: anything else answers as an unknown id.
    if (!event || !isPublic(event)) return eventNotFound();
    return icsAnswer(calendarFile({ entries: [entryOf(event, request)], now: new Date() }), `event-${event.id}.ics`);
  }),

  http.get('/api/public/ngos/:id/calendar.ics', ({ request, params }) => {
    const ngo = store.ngos.find((candidate) => candidate.id === idOf(params.id));
    // As its public page: a pending, suspended or unknown NGO has none.
    if (!ngo || ngo.status !== 'approved') return errorResponse(404, accountErrorCodes.ngoNotFound, en.publicNgo.errors.notFound);
    const events = store.events.filter((event) => event.organized_by === ngo.id && PUBLIC_EVENT_STATUSES.includes(event.status));
    return icsAnswer(calendarFile({ name: ngo.organization_name, entries: feedEntries(events, request), now: new Date() }));
  }),

  http.get('/api/calendar/:token.ics', ({ request, params }) => {
    const volunteer = store.volunteers.find((candidate) => candidate.calendar != null && candidate.calendar.token === params.token);
    // An unknown, replaced or revoked token is a path like any other nobody serves.
    if (!volunteer) return errorResponse(404, platformErrorCodes.notFound, 'Not found');
    const eventIds = new Set(
      store.applications
        .filter((application) => application.volunteer_id === volunteer.id && FEED_APPLICATION_STATUSES.includes(application.status))
        .map((application) => application.event_id),
    );
    const events = store.events.filter((event) => eventIds.has(event.id));
    return icsAnswer(calendarFile({ name: volunteer.full_name, entries: feedEntries(events, request), now: new Date() }));
  }),

  http.get('/api/volunteer/calendar/', ({ request }) => {
    const { calendar } = authenticateVolunteer(request);
    return HttpResponse.json({ active: calendar != null, created_at: calendar?.created_at ?? null } satisfies CalendarFeedStatus);
  }),

  http.post('/api/volunteer/calendar/', ({ request }) => {
    const volunteer = authenticateVolunteer(request);
    // A new token each time: the old address stops working at once.
    volunteer.calendar = { token: newCalendarToken(), created_at: isoInstant(new Date()) };
    saveStore();
    const url = `${new URL(request.url).origin}/api/calendar/${volunteer.calendar.token}.ics`;
    return HttpResponse.json({ url, created_at: volunteer.calendar.created_at } satisfies CalendarFeed, { status: 201 });
  }),

  http.delete('/api/volunteer/calendar/', ({ request }) => {
    const volunteer = authenticateVolunteer(request);
    volunteer.calendar = null;
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),
];

/** 32 random bytes, base64url without padding: 43 characters (CALENDAR_TOKEN_PATTERN). */
export function newCalendarToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A feed's events: ended at most 30 days ago, soonest first (then id), at most CALENDAR_FEED_MAX_EVENTS. */
function feedEntries(events: readonly MockEvent[], request: Request): CalendarEntry[] {
  const since = Date.now() - FEED_HISTORY_MS;
  return events
    .filter((event) => Date.parse(event.endDate) > since)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
    .slice(0, CALENDAR_FEED_MAX_EVENTS)
    .map((event) => entryOf(event, request));
}

/** The event as a VEVENT; its address and UID from the request's origin, as the server takes them. */
function entryOf(event: MockEvent, request: Request): CalendarEntry {
  const { origin, host } = new URL(request.url);
  return {
    uid: `event-${event.id}@${host}`,
    start: event.startDate,
    end: event.endDate,
    summary: event.eventName,
    description: event.eventDescription,
    location: event.location.text,
    url: `${origin}/#/explore/${event.id}`,
  };
}

/** An .ics answer; a single event's file comes as a download with its name. */
function icsAnswer(body: string, filename?: string) {
  const headers: Record<string, string> = { 'content-type': CALENDAR_MEDIA_TYPE };
  if (filename !== undefined) headers['content-disposition'] = `attachment; filename="${filename}"`;
  return new HttpResponse(body, { headers });
}
