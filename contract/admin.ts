import { z } from 'zod';
import { adminNgoSchema, NGO_STATUSES, type AdminNgo, type NgoStatus } from './accounts';
import { EVENT_STATUSES, type EventDecision, type EventStatus } from './events';
import { ADMIN_EVENTS_MAX_LIMIT } from './limits';
import { MAX_ID } from './platform';
import { textProblem, type TextProblemKey } from './text';
import { freeText, searchQueryText } from './textSchemas';

// SPEC §2, §4, §5 and §7 for the super administrator: the event moderation calls, the dashboard's
// statistics and NGO management, shared by the server, the app and the mocks.

/** A count per event status, every status present. */
const statusCountsSchema = z.object(
  Object.fromEntries(EVENT_STATUSES.map((status) => [status, z.number().int()])) as Record<EventStatus, z.ZodNumber>,
);
export type StatusCounts = Record<EventStatus, number>;

/** Zero for every status: the start of a count. */
export function emptyStatusCounts(): StatusCounts {
  return Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0])) as StatusCounts;
}

/**
 * GET /api/super-admin/events/ query (SPEC §7: optional status). Additions, all optional: `search`
 * (event or organiser name contains it, ignoring case), `limit` and `offset` for paging (the
 * total is in the X-Total-Count header), and `series` (an original's id: it and its occurrences).
 * Newest first: created descending, then start and id ascending, so a series reads in date order.
 */
export const adminEventListQuerySchema = z.object({
  status: z.enum(EVENT_STATUSES).optional(),
  search: searchQueryText,
  limit: z.coerce.number().int().min(1).max(ADMIN_EVENTS_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  series: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
/** Any of the list's parameters; left out is no filter. */
export type AdminEventListQuery = Partial<z.output<typeof adminEventListQuerySchema>>;

/** The header carrying the number of events a list query matches, before limit and offset. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * GET /api/super-admin/events/pending/ query: the review queue, longest waiting first (submitted
 * ascending, then start and id). `limit` is an addition; without it every pending event comes.
 */
export const pendingEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_EVENTS_MAX_LIMIT).optional(),
});

/**
 * GET /api/super-admin/events/statistics/ (an addition: the dashboard's and the filter buttons'
 * counts, counted by the database instead of loading every event into the browser).
 */
export const eventStatisticsQuerySchema = z.object({ search: searchQueryText });
export const eventStatisticsSchema = z.object({ total: z.number().int(), counts: statusCountsSchema });
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

// ---------------------------------------------------------------------------------------------
// Decisions (SPEC §4, §5). The status rules are in contract/events.ts (canAdminDecide).

export const REVIEW_TEXT_MAX_LENGTH = 2_000;
const reviewText = freeText(REVIEW_TEXT_MAX_LENGTH);

/**
 * `admin_notes` of a decision: left out keeps the event's notes, a text replaces them, an empty
 * text (or null) clears them.
 */
const adminNotes = reviewText.nullable().optional();

/** No body at all (the server reads null) is an empty one. */
const noBodyIsEmpty = (body: unknown) => body ?? {};

/** POST .../approve/ and .../publish/ body (SPEC §7: admin_notes). */
export const reviewNotesBodySchema = z.preprocess(noBodyIsEmpty, z.object({ admin_notes: adminNotes }));
/** POST .../reject/ body: SPEC §5 needs a non-empty rejection_reason (reviewProblems), admin_notes optional. */
export const rejectBodySchema = z.preprocess(
  noBodyIsEmpty,
  z.object({ rejection_reason: reviewText.nullable().default(''), admin_notes: adminNotes }),
);
export type RejectBody = z.output<typeof rejectBodySchema>;

export type ReviewProblem = {
  field: 'rejection_reason' | 'admin_notes';
  message: 'admin.events.review.reasonRequired' | TextProblemKey;
};

/**
 * What a decision's texts break: SPEC §5's rejection reason, required to reject ('Rejection reason
 * is required'), then characters no typed text holds (the body's schema refuses those too).
 */
export function reviewProblems(
  decision: EventDecision,
  body: { rejection_reason?: string | null; admin_notes?: string | null },
): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  if (decision === 'reject' && (body.rejection_reason ?? '').trim() === '') {
    problems.push({ field: 'rejection_reason', message: 'admin.events.review.reasonRequired' });
  }
  for (const field of ['rejection_reason', 'admin_notes'] as const) {
    const problem = textProblem(body[field] ?? '', 'text');
    if (problem) problems.push({ field, message: problem });
  }
  return problems;
}

/** The notes a decision leaves on the event: undefined keeps the current ones, null clears them. */
export function decidedNotes(notes: string | null | undefined): string | null | undefined {
  if (notes === undefined) return undefined;
  return notes?.trim() || null;
}

// ---------------------------------------------------------------------------------------------
// NGO management (SPEC §1 planned features: view all NGOs, manage status, statistics, contact)

/** SPEC §4: approved and published events are the ones the public sees. */
export const PUBLIC_EVENT_STATUSES: readonly EventStatus[] = ['approved', 'published'];

/**
 * An NGO's figures: its events by status; volunteers applied to and needed by its public events;
 * the XP its public events award a volunteer, added up; and what attendance gave (issue 14, point
 * 5): the applications marked attended (completed) and the XP they added to volunteers.
 */
export const ngoFiguresSchema = z.object({
  events: statusCountsSchema,
  volunteers_applied: z.number().int(),
  volunteers_needed: z.number().int(),
  xp_offered: z.number().int(),
  volunteers_completed: z.number().int(),
  xp_awarded: z.number().int(),
});
export type NgoFigures = z.infer<typeof ngoFiguresSchema>;

/** GET /api/super-admin/ngos/ answers each NGO with its figures (a superset of the registration data). */
export const adminNgoOverviewSchema = adminNgoSchema.extend({ figures: ngoFiguresSchema });
export type AdminNgoOverview = z.infer<typeof adminNgoOverviewSchema>;

/**
 * NGO management's search (the one rule for the server's SQL and the mocks): the NGO's name, its
 * contact person, e-mail, registration number or operating countries contain the text, ignoring case.
 */
export function matchesNgoSearch(ngo: AdminNgo, text: string | undefined): boolean {
  const needle = text?.trim().toLowerCase();
  if (!needle) return true;
  return [
    ngo.organization_name,
    `${ngo.contact_person_first_name} ${ngo.contact_person_last_name}`,
    ngo.contact_person_email,
    ngo.registration_number,
    ngo.operating_countries,
  ].some((field) => field.toLowerCase().includes(needle));
}

/** GET /api/super-admin/ngos/statistics/ (issue 13): how many NGOs match a search, in all and per status, for the filter buttons. */
export const ngoStatisticsQuerySchema = z.object({ search: searchQueryText });
export const ngoStatisticsSchema = z.object({
  total: z.number().int(),
  counts: z.object(Object.fromEntries(NGO_STATUSES.map((status) => [status, z.number().int()])) as Record<NgoStatus, z.ZodNumber>),
});
export type NgoStatistics = z.infer<typeof ngoStatisticsSchema>;

/** Zero NGOs of every status: the start of a count. */
export function emptyNgoStatusCounts(): NgoStatistics['counts'] {
  return Object.fromEntries(NGO_STATUSES.map((status) => [status, 0])) as NgoStatistics['counts'];
}

/** Approving re-activates a suspended NGO as well (docs/decisions/moderation.md). */
export function canApproveNgo(status: NgoStatus): boolean {
  return status === 'pending' || status === 'suspended';
}

/** A pending registration can be turned down by suspending it; an approved NGO can be suspended. */
export function canSuspendNgo(status: NgoStatus): boolean {
  return status === 'pending' || status === 'approved';
}
