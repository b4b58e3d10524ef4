import { http, HttpResponse } from 'msw';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import {
  applicationErrorCodes,
  applyRequestSchema,
  canWithdrawApplication,
  volunteerApplicationListQuerySchema,
  type VolunteerApplication,
  type VolunteerApplicationPage,
} from '@/contract/applications';
import { eventErrorCodes } from '@/contract/events';
import { matchesEventListFilter } from '@/contract/eventList';
import { pathIdOf } from '@/contract/platform';
import { publicEventListQuerySchema, type PublicEvent, type PublicEventPage } from '@/contract/publicEvents';
import { localDateOf } from '@/contract/recurrence';
import en from '@/i18n/locales/en.json';
import { nextId, saveStore, store, type MockApplication, type MockEvent } from '@/mocks/store';
import { applicationError } from './applications';
import { authenticateVolunteer } from './auth';
import { errorResponse, readJson, schemaFailed } from './errorEnvelope';
import { isoInstant, toEvent } from './events';
import { readQuery } from './query';

// Issue 14, point 1 on the mock store, as the server answers (server/publicEvents,
// server/applications): the public events anyone reads, applying to one, the volunteer's own
// applications and withdrawing one.

export const publicEventHandlers = [
  http.get('/api/public/events/', ({ request }) => {
    const query = publicEventListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { page, page_size, search, team, date, ngo } = query.data;
    const teamId = store.teams.find((candidate) => candidate.code === team)?.id;
    const events = store.events
      .filter((event) => isPublic(event) && matchesEventListFilter(event, { search, start_from: undefined }))
      .filter((event) => teamId === undefined || event.focus_teams.includes(teamId))
      .filter((event) => ngo === undefined || event.organized_by === ngo)
      // Still running on `date` or later, the day read in the event's own time zone.
      .filter((event) => date === undefined || localDateOf(new Date(Date.parse(event.endDate) - 1), event.time_zone) >= date)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    const offset = (page - 1) * page_size;
    return HttpResponse.json({ count: events.length, results: events.slice(offset, offset + page_size).map(toPublicEvent) } satisfies PublicEventPage);
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
      status: 'applied',
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
    const { page, page_size } = query.data;
    const own = store.applications
      .filter((application) => application.volunteer_id === volunteer.id)
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

/** Approved or published, not ended, of an approved NGO (docs/decisions.md, "Public events"). */
function isPublic(event: MockEvent): boolean {
  return PUBLIC_EVENT_STATUSES.includes(event.status) && Date.parse(event.endDate) > Date.now() && organizerStatus(event) === 'approved';
}

function organizerStatus(event: MockEvent) {
  return store.ngos.find((ngo) => ngo.id === event.organized_by)?.status;
}

/** The event without its review, as contract/publicEvents.ts picks it. */
function toPublicEvent(event: MockEvent): PublicEvent {
  const {
    id, eventName, eventDescription, startDate, endDate, markerType, main_image_url, people_needed, people_applied, event_xp,
    focus_teams, focus_teams_data, competences, location, time_zone, organized_by, organized_by_name,
  } = toEvent(event);
  return {
    id, eventName, eventDescription, startDate, endDate, markerType, main_image_url, people_needed, people_applied, event_xp,
    focus_teams, focus_teams_data, competences, location, time_zone, organized_by, organized_by_name,
  };
}

function toVolunteerApplication(application: MockApplication): VolunteerApplication {
  return {
    id: application.id,
    status: application.status,
    event_id: application.event_id,
    event_name: store.events.find((event) => event.id === application.event_id)?.eventName ?? '',
    application_date: application.application_date,
    message: application.message ?? '',
  };
}

/** A path id as the server reads it: anything but a positive whole number names nothing. */
function idOf(raw: string | readonly string[] | undefined): number | null {
  return typeof raw === 'string' ? pathIdOf(raw) : null;
}

function eventNotFound() {
  return errorResponse(404, eventErrorCodes.notFound, en.events.errors.codes.notFound);
}
