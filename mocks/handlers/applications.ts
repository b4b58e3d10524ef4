import { http, HttpResponse } from 'msw';
import {
  applicationAttendanceRequestSchema,
  applicationBulkUpdateRequestSchema,
  applicationErrorCodes,
  applicationErrorMessageKeys,
  applicationListQuerySchema,
  applicationStatisticsQuerySchema,
  applicationUpdateRequestSchema,
  canDecideApplication,
  canMarkAttended,
  canUndoAttendance,
  type Application,
  type ApplicationBulkResult,
  type ApplicationDecision,
  type ApplicationErrorCode,
  type ApplicationOrdering,
  type ApplicationPage,
  type ApplicationStatistics,
  type ApplicationStatus,
  type ApplicationsRefusedError,
  type RefusedApplication,
} from '@/contract/applications';
import { catalogueText, type RuleProblem } from '@/contract/errors';
import { APPLICATIONS_PAGE_SIZE } from '@/contract/limits';
import { pathIdOf } from '@/contract/platform';
import { toSupportedLanguage, type Language } from '@/i18n/languages';
import de from '@/i18n/locales/de.json';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import fr from '@/i18n/locales/fr.json';
import hu from '@/i18n/locales/hu.json';
import sl from '@/i18n/locales/sl.json';
import { saveStore, store, type MockApplication, type MockEvent } from '@/mocks/store';
import { authenticate } from './auth';
import { errorResponse, readJson, schemaFailed } from './errorEnvelope';
import { readQuery } from './query';

// The NGO's application calls (SPEC §7 and issue 14's wire contract) on the mock store: list (plain
// or one page), one, update, bulk update, attendance and its undo, statistics. An NGO reaches only
// applications to its own events; the status rules are contract/applicationStatus.ts.

const STATUS_NAMES: Record<Language, Record<ApplicationStatus, string>> = {
  en: en.applications.status,
  sl: sl.applications.status,
  es: es.applications.status,
  fr: fr.applications.status,
  de: de.applications.status,
  hu: hu.applications.status,
};

export const applicationHandlers = [
  http.get('/api/portal/applications/statistics/', ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const query = applicationStatisticsQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const applications = ngoApplications(ngo.id).filter((application) => query.data.event_id === undefined || application.event_id === query.data.event_id);
    const count = (status: ApplicationStatus) => applications.filter((application) => application.status === status).length;
    return HttpResponse.json({
      total_applications: applications.length,
      accepted: count('accepted'),
      waitlisted: count('waitlisted'),
      applied: count('applied'),
    } satisfies ApplicationStatistics);
  }),

  http.get('/api/portal/applications/', ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const query = applicationListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { event_id, status, page, page_size, ordering = '-application_date' } = query.data;
    const language = readerLanguage(request);
    const applications = ngoApplications(ngo.id)
      .filter((application) => (event_id === undefined || application.event_id === event_id) && (status === undefined || application.status === status))
      .sort(orderedBy(ordering))
      .map((application) => toApplication(application, language));
    if (page === undefined && page_size === undefined) return HttpResponse.json(applications);
    const limit = page_size ?? APPLICATIONS_PAGE_SIZE;
    const offset = ((page ?? 1) - 1) * limit;
    return HttpResponse.json({ count: applications.length, results: applications.slice(offset, offset + limit) } satisfies ApplicationPage);
  }),

  http.get('/api/portal/applications/:id/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    return HttpResponse.json(toApplication(findApplication(params.id, ngo.id), readerLanguage(request)));
  }),

  http.put('/api/portal/applications/:id/update/', async ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const body = applicationUpdateRequestSchema.safeParse(await readJson(request));
    if (!body.success) return schemaFailed(body.error);
    const application = findApplication(params.id, ngo.id);
    if (!canDecideApplication(body.data.status, application.status)) return applicationError(409, applicationErrorCodes.transitionRefused);
    application.status = body.data.status;
    saveStore();
    return HttpResponse.json(toApplication(application, readerLanguage(request)));
  }),

  http.post('/api/portal/applications/bulk-update/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const body = applicationBulkUpdateRequestSchema.safeParse(await readJson(request));
    if (!body.success) return schemaFailed(body.error);
    const decision: ApplicationDecision = body.data.status;
    return changeAll(request, ngo.id, body.data.application_ids, {
      refusal: (application) => (canDecideApplication(decision, application.status) ? null : applicationErrorCodes.transitionRefused),
      change: (application) => {
        application.status = decision;
      },
    });
  }),

  http.post('/api/portal/applications/attendance/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const body = applicationAttendanceRequestSchema.safeParse(await readJson(request));
    if (!body.success) return schemaFailed(body.error);
    return changeAll(request, ngo.id, body.data.application_ids, {
      refusal: (application) => {
        const ended = hasEnded(eventOf(application));
        if (canMarkAttended(application.status, ended)) return null;
        // An accepted volunteer of an event still to come: the event's end is what is missing.
        return application.status === 'accepted' && !ended ? applicationErrorCodes.eventNotEnded : applicationErrorCodes.transitionRefused;
      },
      change: (application) => {
        application.status = 'completed';
        // Kept on the application, so an undo takes back what was given; an unknown user receives none.
        application.awarded_xp = application.volunteer_id === null ? 0 : eventOf(application).event_xp;
        changeXp(application, application.awarded_xp);
      },
    });
  }),

  http.post('/api/portal/applications/attendance/undo/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const body = applicationAttendanceRequestSchema.safeParse(await readJson(request));
    if (!body.success) return schemaFailed(body.error);
    return changeAll(request, ngo.id, body.data.application_ids, {
      refusal: (application) => (canUndoAttendance(application.status) ? null : applicationErrorCodes.transitionRefused),
      change: (application) => {
        application.status = 'accepted';
        changeXp(application, -(application.awarded_xp ?? 0));
        application.awarded_xp = 0;
      },
    });
  }),
];

// ---------------------------------------------------------------------------------------------

/** An application as the NGO's calls answer it, `status_display` in the reader's language. */
export function toApplication(application: MockApplication, language: Language = 'en'): Application {
  const volunteer = store.volunteers.find((candidate) => candidate.id === application.volunteer_id);
  const event = eventOf(application);
  return {
    id: application.id,
    status: application.status,
    status_display: STATUS_NAMES[language][application.status],
    user: volunteer
      ? {
          full_name: volunteer.full_name,
          email: volunteer.email,
          profile_image: volunteer.profile_image,
          bio: volunteer.bio,
          total_xp: volunteer.total_xp,
          birthday: volunteer.birthday,
        }
      : null,
    event_name: event.eventName,
    event_id: application.event_id,
    event_start: event.startDate,
    time_zone: event.time_zone,
    application_date: application.application_date,
    message: application.message ?? '',
  };
}

/** The first language of Accept-Language the catalogues hold, else English (as the server reads it). */
export function readerLanguage(request: Request): Language {
  const tags = (request.headers.get('accept-language') ?? '').split(',').map((part) => part.split(';')[0]);
  for (const tag of tags) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** Ended: the end lies in the past (the mock's clock is the machine's, as the server's is). */
export function hasEnded(event: Pick<MockEvent, 'endDate'>): boolean {
  return Date.parse(event.endDate) < Date.now();
}

type BulkChange = {
  /** Why this application cannot take the change, or null when it can. */
  refusal: (application: MockApplication) => ApplicationErrorCode | null;
  change: (application: MockApplication) => void;
};

/** All or none: every id must be the NGO's and take the change, else 409 applications_refused and nothing changes. */
function changeAll(request: Request, ngoId: number, ids: readonly number[], { refusal, change }: BulkChange) {
  const found = ids.map((id) => ({ id, application: ngoApplications(ngoId).find((candidate) => candidate.id === id) }));
  const refused: RefusedApplication[] = [];
  for (const { id, application } of found) {
    const code = application ? refusal(application) : applicationErrorCodes.notFound;
    if (code) refused.push({ id, code });
  }
  if (refused.length > 0) {
    const body: ApplicationsRefusedError = {
      error: catalogueText(en, applicationErrorMessageKeys.applications_refused, { count: refused.length }),
      code: applicationErrorCodes.refused,
      refused,
    };
    return HttpResponse.json(body, { status: 409 });
  }
  const changed = found.map(({ application }) => application!);
  for (const application of changed) change(application);
  saveStore();
  const language = readerLanguage(request);
  return HttpResponse.json({ updated: changed.length, applications: changed.map((application) => toApplication(application, language)) } satisfies ApplicationBulkResult);
}

/** Applications to the NGO's own events. */
function ngoApplications(ngoId: number): MockApplication[] {
  const eventIds = new Set(store.events.filter((event) => event.organized_by === ngoId).map((event) => event.id));
  return store.applications.filter((application) => eventIds.has(application.event_id));
}

/** Another NGO's application is answered exactly like an unknown one: 404 application_not_found. */
function findApplication(id: string | readonly string[] | undefined, ngoId: number): MockApplication {
  const applicationId = typeof id === 'string' ? pathIdOf(id) : null;
  const application = ngoApplications(ngoId).find((candidate) => candidate.id === applicationId);
  if (!application) throw applicationError(404, applicationErrorCodes.notFound);
  return application;
}

/** One refused call in the error envelope, in the English words of the code's message (applicationErrorMessageKeys). */
export function applicationError(status: number, code: ApplicationErrorCode, values?: RuleProblem['values']) {
  return errorResponse(status, code, catalogueText(en, applicationErrorMessageKeys[code], values));
}

/** The application's event; deleting an event deletes its applications, as the database cascades. */
export function eventOf(application: MockApplication): MockEvent {
  return store.events.find((event) => event.id === application.event_id)!;
}

/** Attendance adds the XP it awards to the volunteer; its undo takes it back (never below 0). */
function changeXp(application: MockApplication, xp: number): void {
  const volunteer = store.volunteers.find((candidate) => candidate.id === application.volunteer_id);
  if (volunteer) volunteer.total_xp = Math.max(0, volunteer.total_xp + xp);
}

/**
 * The orderings of contract/applications.ts: date, the applicant's name (an unknown user after the
 * named ones, as SQL puts nulls last) or the status code; a leading `-` reverses. Ties: newest first, then id.
 */
function orderedBy(ordering: ApplicationOrdering) {
  const descending = ordering.startsWith('-');
  const field = ordering.replace(/^-/, '');
  const keyOf = (application: MockApplication): string | null => {
    if (field === 'name') return store.volunteers.find((volunteer) => volunteer.id === application.volunteer_id)?.full_name ?? null;
    return field === 'status' ? application.status : application.application_date;
  };
  const newestFirst = (a: MockApplication, b: MockApplication) => b.application_date.localeCompare(a.application_date) || b.id - a.id;
  return (a: MockApplication, b: MockApplication) => {
    const [keyA, keyB] = [keyOf(a), keyOf(b)];
    const order = keyA === null || keyB === null ? nullsLast(keyA, keyB) : keyA.localeCompare(keyB, 'en');
    return (descending ? -order : order) || newestFirst(a, b);
  };
}

function nullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  return a === null ? 1 : -1;
}
