import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import {
  applicationErrorCodes,
  applyRequestSchema,
  canWithdrawApplication,
  volunteerApplicationListQuerySchema,
  type ApplicationStatus,
  type VolunteerApplication,
  type VolunteerApplicationPage,
} from '@/contract/applications';
import { distanceKm, roundedKm } from '@/contract/distance';
import { eventErrorCodes, hasValidCoordinates } from '@/contract/events';
import { matchesEventListFilter } from '@/contract/eventList';
import { pathIdOf } from '@/contract/platform';
import {
  isEventFull,
  nearKm,
  publicEventListQuerySchema,
  publicEventPointsQuerySchema,
  publicEventFiltersSchema,
  type PublicEvent,
  type PublicEventPage,
  type PublicEventPointPage,
} from '@/contract/publicEvents';
import { localDateOf } from '@/contract/recurrence';
import en from '@/i18n/locales/en.json';
import { nextId, saveStore, store, type MockApplication, type MockEvent } from '@/mocks/store';
import { applicationError, eventOf } from './applications';
import { authenticateVolunteer } from './auth';
import { errorResponse, readJson, schemaFailed } from './errorEnvelope';
import { isoInstant, toEvent } from './events';
import { readQuery } from './query';

// Issue 14, point 1 and issue 17 on the mock store, as the server answers (server/publicEvents,
// server/applications): the public events anyone reads (a list and the explore map's points, with
// the filters of contract/publicEvents.ts), applying to one (onto the waitlist when it is full), the
// volunteer's own applications and withdrawing one.

/** The statuses that hold one of an event's places (docs/decisions/events-and-series.md, issue 17 decision 8). */
const PLACE_HOLDING_STATUSES: readonly ApplicationStatus[] = ['accepted', 'completed'];

export const publicEventHandlers = [
  http.get('/api/public/events/', ({ request }) => {
    const query = publicEventListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { page, page_size } = query.data;
    const matching = publicEventsMatching(query.data);
    const offset = (page - 1) * page_size;
    const results = matching.slice(offset, offset + page_size).map(({ event, km }) => {
      const answer = toPublicEvent(event);
      // One decimal, and only when the query named a point.
      return km === null ? answer : { ...answer, distance_km: roundedKm(km) };
    });
    return HttpResponse.json({ count: matching.length, results } satisfies PublicEventPage);
  }),

  // Before /api/public/events/:id/, which would read "map" as an id.
  http.get('/api/public/events/map/', ({ request }) => {
    const query = publicEventPointsQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { page, page_size } = query.data;
    // A marker needs a place: events without coordinates are left out of the map (the list has them).
    const located = publicEventsMatching(query.data).filter(({ event }) => hasCoordinates(event));
    const offset = (page - 1) * page_size;
    const results = located.slice(offset, offset + page_size).map(({ event }) => ({
      id: event.id,
      eventName: event.eventName,
      startDate: event.startDate,
      latitude: event.location.latitude,
      longitude: event.location.longitude,
    }));
    return HttpResponse.json({ count: located.length, results } satisfies PublicEventPointPage);
  }),

  http.get('/api/public/events/:id/', ({ params }) => {
    const event = store.events.find((candidate) => candidate.id === idOf(params.id));
    // Anything not public answers exactly as an unknown id.
    if (!event || !isPublic(event)) return eventNotFound();
    return HttpResponse.json(toPublicEvent(event));
  }),

  http.post('/api/public/events/:id/apply/', async ({ request, params }) => {
    const volunteer = authenticateVolunteer(request);
    const body = applyRequestSchema.nullish().safeParse(await readJson(request));
    if (!body.success) return schemaFailed(body.error);
    const event = store.events.find((candidate) => candidate.id === idOf(params.id));
    if (!event) return eventNotFound();
    // In the server's order: not public, its NGO not approved, ended.
    if (!PUBLIC_EVENT_STATUSES.includes(event.status)) return applicationError(409, applicationErrorCodes.eventNotPublic);
    if (organizerStatus(event) !== 'approved') return applicationError(409, applicationErrorCodes.organizerSuspended);
    if (Date.parse(event.endDate) <= Date.now()) return applicationError(409, applicationErrorCodes.eventEnded);
    // Applying again answers the application already made, its first message kept.
    const earlier = store.applications.find((application) => application.event_id === event.id && application.volunteer_id === volunteer.id);
    if (earlier) return HttpResponse.json(toVolunteerApplication(earlier));
    const application: MockApplication = {
      id: nextId(store.applications),
      event_id: event.id,
      volunteer_id: volunteer.id,
      // Issue 17: a full event still takes applications, onto its waitlist.
      status: isEventFull({ people_needed: event.people_needed, people_accepted: peopleAccepted(event) }) ? 'waitlisted' : 'applied',
      application_date: isoInstant(new Date()),
      message: body.data?.message ?? '',
    };
    store.applications.push(application);
    saveStore();
    return HttpResponse.json(toVolunteerApplication(application), { status: 201 });
  }),

  http.get('/api/volunteer/applications/', ({ request }) => {
    const volunteer = authenticateVolunteer(request);
    const query = volunteerApplicationListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { event_id, page, page_size } = query.data;
    const own = store.applications
      .filter((application) => application.volunteer_id === volunteer.id && (event_id === undefined || application.event_id === event_id))
      .sort((a, b) => b.application_date.localeCompare(a.application_date) || b.id - a.id);
    const offset = (page - 1) * page_size;
    return HttpResponse.json({ count: own.length, results: own.slice(offset, offset + page_size).map(toVolunteerApplication) } satisfies VolunteerApplicationPage);
  }),

  http.delete('/api/volunteer/applications/:id/', ({ request, params }) => {
    const volunteer = authenticateVolunteer(request);
    const id = idOf(params.id);
    // Another volunteer's application is answered exactly like an unknown one.
    const application = store.applications.find((candidate) => candidate.id === id && candidate.volunteer_id === volunteer.id);
    if (!application) return applicationError(404, applicationErrorCodes.notFound);
    if (!canWithdrawApplication(application.status)) return applicationError(409, applicationErrorCodes.notWithdrawable);
    // Withdrawn applications are deleted: people_applied no longer counts them and the volunteer may apply again.
    store.applications = store.applications.filter((candidate) => candidate !== application);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),
];

// ---------------------------------------------------------------------------------------------

/** Approved or published, not ended, of an approved NGO (docs/decisions/events-and-series.md, "Public events API"). */
export function isPublic(event: MockEvent): boolean {
  return PUBLIC_EVENT_STATUSES.includes(event.status) && Date.parse(event.endDate) > Date.now() && organizerStatus(event) === 'approved';
}

/** The event without its review, as contract/publicEvents.ts picks it, with the places its accepted volunteers hold. */
export function toPublicEvent(event: MockEvent): PublicEvent {
  const {
    id, eventName, eventDescription, startDate, endDate, markerType, main_image_url, people_needed, people_applied, event_xp,
    focus_teams, focus_teams_data, competences, location, time_zone, organized_by, organized_by_name,
  } = toEvent(event);
  return {
    id, eventName, eventDescription, startDate, endDate, markerType, main_image_url, people_needed, people_applied, event_xp,
    focus_teams, focus_teams_data, competences, location, time_zone, organized_by, organized_by_name,
    people_accepted: peopleAccepted(event),
  };
}

/** A path id as the server reads it: anything but a positive whole number names nothing. */
export function idOf(raw: string | readonly string[] | undefined): number | null {
  return typeof raw === 'string' ? pathIdOf(raw) : null;
}

export function eventNotFound() {
  return errorResponse(404, eventErrorCodes.notFound, en.events.errors.codes.notFound);
}

type PublicEventFilters = z.output<typeof publicEventFiltersSchema>;

/**
 * The public events the filters keep, soonest first (then id), each with its distance from the
 * query's point (null without one). Days are read in each event's own time zone, the day its page
 * shows: `date` keeps events still running on that day or later, `date_to` those starting on it or
 * earlier; "near" keeps events within `km` (NEAR_DEFAULT_KM) of the point, by contract/distance.ts.
 */
function publicEventsMatching(filters: PublicEventFilters): Array<{ event: MockEvent; km: number | null }> {
  const { search, team, date, date_to, ngo, lat, lon } = filters;
  const teamId = store.teams.find((candidate) => candidate.code === team)?.id;
  const point = lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : null;
  const radius = nearKm(filters);
  return store.events
    .filter((event) => isPublic(event) && matchesEventListFilter(event, { search, start_from: undefined }))
    .filter((event) => teamId === undefined || event.focus_teams.includes(teamId))
    .filter((event) => ngo === undefined || event.organized_by === ngo)
    // The end is exclusive: an event ending at midnight does not run on the next day.
    .filter((event) => date === undefined || localDateOf(new Date(Date.parse(event.endDate) - 1), event.time_zone) >= date)
    .filter((event) => date_to === undefined || localDateOf(new Date(event.startDate), event.time_zone) <= date_to)
    .map((event) => ({ event, km: point && hasCoordinates(event) ? distanceKm(point, event.location) : null }))
    // Asked "near", an event without a place is in no radius.
    .filter(({ km }) => point === null || (km !== null && km <= radius))
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate) || a.event.id - b.event.id);
}

function hasCoordinates(event: MockEvent): boolean {
  return hasValidCoordinates(event.location.latitude, event.location.longitude);
}

/** people_accepted: the applications holding a place, accepted and completed (places left = needed − these). */
function peopleAccepted(event: MockEvent): number {
  return store.applications.filter((application) => application.event_id === event.id && PLACE_HOLDING_STATUSES.includes(application.status)).length;
}

function organizerStatus(event: MockEvent) {
  return store.ngos.find((ngo) => ngo.id === event.organized_by)?.status;
}

/** The volunteer's own application (issue 17's shape): the event's dates, zone, organiser and XP, what attendance gave, the rating. */
function toVolunteerApplication(application: MockApplication): VolunteerApplication {
  const event = eventOf(application);
  return {
    id: application.id,
    status: application.status,
    event_id: application.event_id,
    event_name: event.eventName,
    application_date: application.application_date,
    message: application.message ?? '',
    event_start: event.startDate,
    event_end: event.endDate,
    time_zone: event.time_zone,
    ngo_id: event.organized_by,
    ngo_name: store.ngos.find((ngo) => ngo.id === event.organized_by)?.organization_name ?? '',
    event_xp: event.event_xp,
    awarded_xp: application.awarded_xp ?? 0,
    rating: store.ratings.find((rating) => rating.application_id === application.id)?.score ?? null,
  };
}
