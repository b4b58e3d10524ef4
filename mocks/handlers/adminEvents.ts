import { http, HttpResponse } from 'msw';
import {
  TOTAL_COUNT_HEADER,
  adminEventListQuerySchema,
  decidedNotes,
  emptyStatusCounts,
  eventStatisticsQuerySchema,
  pendingEventsQuerySchema,
  rejectBodySchema,
  reviewProblems,
  reviewNotesBodySchema,
  type EventStatistics,
} from '@/contract/admin';
import { DECISION_OUTCOMES, canAdminDecide, eventErrorCodes, refusedDecisionCode, type EventDecision } from '@/contract/events';
import en from '@/i18n/locales/en.json';
import { saveStore, store, type MockEvent } from '@/mocks/store';
import { authenticate } from './auth';
import { errorResponse, readJson, schemaFailed, validationFailed } from './errorEnvelope';
import { readQuery } from './query';
import { applyEventChanges, findEvent, isoInstant, readEventPayload, toEvent } from './events';

// SPEC §7 super-admin event calls on the mock store, answering as the server does (server/moderation/):
// every NGO's events, the review queue, the counts per status, the decisions and the edit of any event.

export const adminEventHandlers = [
  http.get('/api/super-admin/events/', ({ request }) => {
    authenticate(request, 'super_admin');
    const query = adminEventListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { status, search, series, limit, offset = 0 } = query.data;
    const matching = store.events
      .filter((event) => !status || event.status === status)
      .filter((event) => matchesSearch(event, search))
      .filter((event) => series === undefined || event.id === series || event.parent_event === series)
      .sort(newestFirst);
    const page = matching.slice(offset, limit === undefined ? undefined : offset + limit);
    return HttpResponse.json(page.map(toEvent), { headers: { [TOTAL_COUNT_HEADER]: String(matching.length) } });
  }),

  http.get('/api/super-admin/events/pending/', ({ request }) => {
    authenticate(request, 'super_admin');
    const query = pendingEventsQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const pending = store.events.filter((event) => event.status === 'pending').sort(longestWaitingFirst);
    return HttpResponse.json(pending.slice(0, query.data.limit).map(toEvent));
  }),

  http.get('/api/super-admin/events/statistics/', ({ request }) => {
    authenticate(request, 'super_admin');
    const query = eventStatisticsQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const counted = store.events.filter((event) => matchesSearch(event, query.data.search));
    const counts = emptyStatusCounts();
    for (const event of counted) counts[event.status] += 1;
    return HttpResponse.json({ total: counted.length, counts } satisfies EventStatistics);
  }),

  ...(['approve', 'publish'] as const).map((decision) =>
    http.post(`/api/super-admin/events/:id/${decision}/`, async ({ request, params }) => {
      authenticate(request, 'super_admin');
      const body = reviewNotesBodySchema.safeParse(await readJson(request));
      if (!body.success) return schemaFailed(body.error);
      const event = decide(findEvent(params.id, null), decision, {
        rejection_reason: null, // an approval or publication ends an old rejection
        admin_notes: decidedNotes(body.data.admin_notes),
      });
      return HttpResponse.json({ data: toEvent(event) });
    }),
  ),

  http.post('/api/super-admin/events/:id/reject/', async ({ request, params }) => {
    authenticate(request, 'super_admin');
    const body = rejectBodySchema.safeParse(await readJson(request));
    if (!body.success) return schemaFailed(body.error);
    // SPEC §5: the reason is checked before the event is looked up, as the server's route does.
    const problems = reviewProblems('reject', body.data);
    if (problems.length > 0) return validationFailed(problems);
    const event = decide(findEvent(params.id, null), 'reject', {
      rejection_reason: (body.data.rejection_reason ?? '').trim(),
      admin_notes: decidedNotes(body.data.admin_notes),
    });
    return HttpResponse.json({ data: toEvent(event) });
  }),

  http.put('/api/super-admin/events/:id/edit/', async ({ request, params }) => {
    authenticate(request, 'super_admin');
    const body = await readEventPayload(request);
    // SPEC §4: the administrator edits in any state; no status check, the review stays.
    const event = findEvent(params.id, null);
    applyEventChanges(event, body);
    saveStore();
    return HttpResponse.json({ data: toEvent(event) });
  }),
];

// ---------------------------------------------------------------------------------------------

type Review = Pick<MockEvent, 'rejection_reason'> & {
  /** undefined keeps the event's notes, null clears them (contract/admin.ts decidedNotes). */
  admin_notes: string | null | undefined;
};

/** The English words of the 409 answering a decision the status does not allow, by its code. */
const refusalTexts: Record<string, string> = {
  [eventErrorCodes.notPending]: en.events.errors.codes.notPending,
  [eventErrorCodes.notApproved]: en.events.errors.codes.notApproved,
};

/**
 * SPEC §4: approve or reject a pending event, publish an approved one; 409 otherwise. A series
 * original carries the decision to its occurrences whose status allows it, as the server does.
 */
function decide(event: MockEvent, decision: EventDecision, review: Review): MockEvent {
  if (!canAdminDecide(decision, event.status)) {
    const code = refusedDecisionCode(decision);
    throw errorResponse(409, code, refusalTexts[code] ?? code);
  }
  const isSeriesOriginal = !event.is_recurring_instance && event.recurrence_type !== 'none';
  const occurrences = isSeriesOriginal
    ? store.events.filter((candidate) => candidate.parent_event === event.id && canAdminDecide(decision, candidate.status))
    : [];
  const now = isoInstant(new Date());
  for (const decided of [event, ...occurrences]) {
    decided.status = DECISION_OUTCOMES[decision];
    decided.reviewed_at = now;
    decided.rejection_reason = review.rejection_reason;
    if (review.admin_notes !== undefined) decided.admin_notes = review.admin_notes;
  }
  saveStore();
  return event;
}

/** The lists' search: the event's or its organiser's name contains the text, ignoring case. */
function matchesSearch(event: MockEvent, search: string | undefined): boolean {
  if (!search) return true;
  const text = search.toLowerCase();
  const organiser = store.ngos.find((ngo) => ngo.id === event.organized_by)?.organization_name ?? '';
  return [event.eventName, organiser].some((name) => name.toLowerCase().includes(text));
}

/** Created descending; a series, created at once, then reads in date order. */
function newestFirst(a: MockEvent, b: MockEvent): number {
  return Date.parse(b.created) - Date.parse(a.created) || Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id;
}

/** The review queue: submitted ascending (never submitted last), then start and id. */
function longestWaitingFirst(a: MockEvent, b: MockEvent): number {
  return (
    submittedOrder(a.submitted_at, b.submitted_at) || Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id
  );
}

function submittedOrder(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return Date.parse(a) - Date.parse(b);
}
