import { z } from 'zod';
import type { Problem } from './accounts';
import {
  DESCRIPTION_PREVIEW_LENGTH,
  PEOPLE_NEEDED_MIN,
  RECURRENCE_INTERVAL_DEFAULT,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_INTERVAL_MIN,
  RECURRENCE_PREVIEW_STEPS,
} from './limits';
import { isCalendarDate, parseEventDate } from './dates';
import { EVENT_STATUSES, type EventStatus } from './eventStatus';
import { TEAM_CODES, type TeamCode } from './teams';
import { freeText, lineText, textRule } from './textSchemas';
import { RECURRENCE_MAX_INSTANCES, isValidTimeZone, localDateOf, occurrenceStarts, type Recurrence } from './recurrence';

// SPEC §3, §4, §5 and §7 for events: the enumerations, the status rules, the wire shapes and the
// event form's validation, shared by the server, the app and the mocks.

export { EVENT_STATUSES, type EventStatus } from './eventStatus';

/** SPEC §3: 1 = Volunteering opportunity (code VO), 2 = Event (code SE). */
export const MARKER_TYPES = { volunteering: 1, event: 2 } as const;
export type MarkerType = (typeof MARKER_TYPES)[keyof typeof MARKER_TYPES];
export const MARKER_TYPE_CODES: Record<MarkerType, 'VO' | 'SE'> = { 1: 'VO', 2: 'SE' };

export const RECURRENCE_TYPES = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceType = (typeof RECURRENCE_TYPES)[number];

// SPEC §3 teams: contract/teams.ts (zod-free, for the explore page's address).
export { TEAM_CODES, type TeamCode } from './teams';

/** The display names the database is seeded with (the app shows `events.teams.{code}` instead). */
const TEAM_NAMES: Record<TeamCode, string> = {
  ENVIRONMENTAL: 'Environmental',
  SOCIAL: 'Social',
  HEALTH_AND_MEDICAL: 'Health and medical',
  EDUCATIONAL: 'Educational',
  HUMANITARIAN_AND_EMERGENCY_RESPONSE: 'Humanitarian and emergency response',
  ANIMAL_WELFARE: 'Animal welfare',
  CULTURAL_AND_HERITAGE: 'Cultural and heritage',
  ADVOCACY_AND_HUMAN_RIGHTS: 'Advocacy and human rights',
  SPORTS_AND_RECREATION: 'Sports and recreation',
  TECHNOLOGY_AND_INNOVATION: 'Technology and innovation',
  FAITH_AND_SPIRITUAL: 'Faith and spiritual',
  ADVOCACY_AND_LEGAL: 'Advocacy and legal',
  OTHER: 'Other',
};

/** SPEC §3: each team's code and the name the database is seeded with, in the enumeration's order. */
export const TEAMS: ReadonlyArray<{ code: TeamCode; name: string }> = TEAM_CODES.map((code) => ({ code, name: TEAM_NAMES[code] }));

// ---------------------------------------------------------------------------------------------
// Status rules (SPEC §4). The server enforces them; the app shows only the actions they allow.

/** New events wait for review: the create form is the NGO's submission (docs/decisions/events-and-series.md). */
export const INITIAL_EVENT_STATUS: EventStatus = 'pending';

/** SPEC §4: NGO edit is offered only for pending or rejected events. */
export function canNgoEdit(status: EventStatus): boolean {
  return status === 'pending' || status === 'rejected';
}

/** SPEC §4: a draft or a rejected event can be submitted (resubmitted) for review. */
export function canNgoSubmit(status: EventStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

/** Approved and published events are public, volunteers rely on them: only the rest can be deleted (docs/decisions/events-and-series.md). */
export function canNgoDelete(status: EventStatus): boolean {
  return status === 'draft' || status === 'pending' || status === 'rejected';
}

/** SPEC §4: the administrator's decisions on an event. */
export const EVENT_DECISIONS = ['approve', 'reject', 'publish'] as const;
export type EventDecision = (typeof EVENT_DECISIONS)[number];

/** The status each decision leads to. */
export const DECISION_OUTCOMES: Record<EventDecision, EventStatus> = {
  approve: 'approved',
  reject: 'rejected',
  publish: 'published',
};

/** SPEC §4: approve or reject only when pending; publish only when approved. */
export function canAdminDecide(decision: EventDecision, status: EventStatus): boolean {
  return decision === 'publish' ? status === 'approved' : status === 'pending';
}

export function canAdminApprove(status: EventStatus): boolean {
  return canAdminDecide('approve', status);
}
export function canAdminReject(status: EventStatus): boolean {
  return canAdminDecide('reject', status);
}
export function canAdminPublish(status: EventStatus): boolean {
  return canAdminDecide('publish', status);
}

/** SPEC §4: the administrator edits an event in any state. */
export function canAdminEdit(_status: EventStatus): boolean {
  return true;
}

/** Machine codes of the event calls; the app translates them (i18n `events.errors.codes.*`). */
export const eventErrorCodes = {
  /** 404 for an unknown event and for another NGO's event alike. */
  notFound: 'event_not_found',
  notEditable: 'event_not_editable',
  notSubmittable: 'event_not_submittable',
  notDeletable: 'event_not_deletable',
  /** 409: approve or reject an event that is not pending. */
  notPending: 'event_not_pending',
  /** 409: publish an event that is not approved. */
  notApproved: 'event_not_approved',
} as const;

/** The 409 code refusing a decision the event's status does not allow. */
export function refusedDecisionCode(decision: EventDecision): string {
  return decision === 'publish' ? eventErrorCodes.notApproved : eventErrorCodes.notPending;
}

/** SPEC §2: the description cut at 100 characters, with '...' only when something was cut. */
export function descriptionPreview(description: string): string {
  const characters = Array.from(description); // whole characters: an emoji is never split in half
  return characters.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join('')}...`
    : description;
}

// ---------------------------------------------------------------------------------------------
// Wire format (SPEC §7). Dates travel as contract/dates.ts writes and reads them.

/** A number the form may send as text; '' and null mean "not given", anything else unreadable is NaN. */
const formNumber = z
  .union([z.number(), z.string().max(40), z.null()])
  .optional()
  .transform((value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value)));

/** An image address: http(s) or a path on this server (the local storage's /media/...). */
const IMAGE_URL_PATTERN = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/**
 * POST /api/events/create/ and PUT /api/events/{id}/update/ body (SPEC §7 event payload): the form
 * fields, focus_teams as focus_teams_data (ids) and competences as competences_data. The schema
 * only bounds sizes and shapes; eventProblems checks the SPEC §5 rules so every message reaches the
 * reader at once, in order. `time_zone` (the browser's IANA zone) is an addition: a weekly series
 * keeps its local time across daylight-saving changes. `organized_by` is accepted and ignored: the
 * server takes the NGO from the token.
 */
export const eventPayloadSchema = z.object({
  eventName: lineText(200).default(''),
  eventDescription: freeText(10_000).default(''),
  startDate: z.string().max(40).nullable().default(''),
  endDate: z.string().max(40).nullable().default(''),
  markerType: z.union([z.literal(1), z.literal(2), z.literal('1').transform(() => 1 as const), z.literal('2').transform(() => 2 as const)]).default(1),
  main_image_url: z
    .string()
    .trim()
    .max(2_000)
    .superRefine(textRule('line'))
    .refine((url) => url === '' || IMAGE_URL_PATTERN.test(url), 'Image URL must start with http://, https:// or /')
    .nullable()
    .optional()
    .transform((url) => url || null),
  people_needed: formNumber,
  event_xp: formNumber.pipe(z.number().int().min(0).max(1_000_000).nullable()).transform((xp) => xp ?? 0),
  // SPEC §5: focus_teams is coerced to a list.
  focus_teams_data: z
    .union([z.array(z.coerce.number().int().positive()).max(TEAMS.length), z.coerce.number().int().positive().transform((id) => [id])])
    .default([])
    .transform((ids) => [...new Set(ids)]),
  competences_data: z
    .union([z.string().max(2_000), z.array(z.string().max(200)).max(50).transform((list) => list.join(', '))])
    .default('')
    .pipe(z.string().superRefine(textRule('line'))),
  location: z
    .object({ latitude: formNumber, longitude: formNumber, text: lineText(500).default('') })
    .default({ latitude: null, longitude: null, text: '' }),
  recurrence_type: z.enum(RECURRENCE_TYPES).default('none'),
  recurrence_interval: formNumber.transform((interval) => interval ?? RECURRENCE_INTERVAL_DEFAULT),
  // SPEC §7: left out when empty; empty means indefinite.
  recurrence_end_date: z.string().max(40).nullable().optional().transform((value) => value || null),
  time_zone: z
    .string()
    .max(64)
    .optional()
    .refine((zone) => zone === undefined || isValidTimeZone(zone), 'Unknown time zone')
    .transform((zone) => zone ?? 'UTC'),
  organized_by: z.unknown().optional(),
});
export type EventPayload = z.input<typeof eventPayloadSchema>;
export type EventInput = z.output<typeof eventPayloadSchema>;

/** An event as every read answers it (SPEC §3). Dates are ISO 8601 in UTC. */
export const eventSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  eventDescription: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  markerType: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(EVENT_STATUSES),
  rejection_reason: z.string().nullable(),
  admin_notes: z.string().nullable(),
  main_image_url: z.string().nullable(),
  people_needed: z.number().int(),
  people_applied: z.number().int(),
  event_xp: z.number().int(),
  /** SPEC §3: names when read. */
  focus_teams: z.array(z.string()),
  /** The same teams' ids, as the form sends them back (an addition, so an edit needs no name lookup). */
  focus_teams_data: z.array(z.number().int()),
  competences: z.string(),
  location: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable(), text: z.string() }),
  recurrence_type: z.enum(RECURRENCE_TYPES),
  recurrence_interval: z.number().int(),
  /** 'YYYY-MM-DD', or null for an indefinite series. */
  recurrence_end_date: z.string().nullable(),
  time_zone: z.string(),
  is_recurring_instance: z.boolean(),
  parent_event: z.number().int().nullable(),
  organized_by: z.number().int(),
  organized_by_name: z.string(),
  created: z.string(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

/** Create, update and submit answer the event under `data` (SPEC §7: data.id). */
export const eventEnvelopeSchema = z.object({ data: eventSchema });

/** SPEC §3 team option, from GET /api/events/filters/; `code` is an addition so the app can translate names. */
export const teamOptionSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type TeamOption = z.infer<typeof teamOptionSchema>;
export const eventFiltersSchema = z.object({ teams: z.array(teamOptionSchema) });

/** SPEC §3 uploaded image result, under `data` (SPEC §7: data.image_url). */
export const uploadedImageSchema = z.object({ data: z.object({ image_url: z.string() }) });

// ---------------------------------------------------------------------------------------------
// Validation (SPEC §5 event form).

export type EventField =
  | 'eventName'
  | 'eventDescription'
  | 'startDate'
  | 'endDate'
  | 'location.text'
  | 'location.coordinates'
  | 'people_needed'
  | 'focus_teams'
  | 'recurrence_interval'
  | 'recurrence_end_date';

export type EventProblemKey =
  | 'events.validation.nameRequired'
  | 'events.validation.descriptionRequired'
  | 'events.validation.startRequired'
  | 'events.validation.endRequired'
  | 'events.validation.endAfterStart'
  | 'events.validation.addressRequired'
  | 'events.validation.coordinatesRequired'
  | 'events.validation.peopleNeededRequired'
  | 'events.validation.peopleNeededMin'
  | 'events.validation.teamRequired'
  | 'events.validation.intervalRange'
  | 'events.validation.recurrenceEndInvalid'
  | 'events.validation.recurrenceEndBeforeStart'
  | 'events.validation.seriesTooLong';

export type EventProblem = Omit<Problem<EventField>, 'message' | 'values'> & {
  message: EventProblemKey;
  values?: Record<string, number>;
};

/** SPEC §5 / §9: latitude −90…90 and longitude −180…180; (0, 0) counts as "not set", as the address lookup treats it. */
export function hasValidCoordinates(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (latitude === 0 && longitude === 0) return false;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** SPEC §4: an event of type 1 always asks for volunteers; a type 2 event only when its toggle is on. */
export function needsVolunteers(markerType: MarkerType, volunteersToggle: boolean): boolean {
  return markerType === MARKER_TYPES.volunteering || volunteersToggle;
}

/** The dates of an event input that passed its checks, as eventCheck parsed them. */
export type EventDates = { startDate: Date; endDate: Date };

/**
 * Every broken rule of the event form, in SPEC §5 order: name, description, start, end, end after
 * start, address, coordinates, people needed, teams; then the recurrence (interval 1–365, a real
 * end date on or after the start, at most RECURRENCE_MAX_INSTANCES occurrences). The form joins the
 * messages with commas; the server answers 400 with them. `volunteersToggle` is the type-2 toggle of
 * SPEC §4 (the server reads it from people_needed > 0). With the problems come the dates the checks
 * parsed (null when either is missing or malformed), so a caller does not parse them again.
 */
export function eventCheck(
  input: EventInput,
  volunteersToggle = (input.people_needed ?? 0) > 0,
): { problems: EventProblem[]; dates: EventDates | null } {
  const problems: EventProblem[] = [];
  const add = (field: EventField, message: EventProblemKey, values?: Record<string, number>) =>
    problems.push(values ? { field, message, values } : { field, message });
  const start = parseEventDate(input.startDate);
  const end = parseEventDate(input.endDate);

  if (input.eventName.trim() === '') add('eventName', 'events.validation.nameRequired');
  if (input.eventDescription.trim() === '') add('eventDescription', 'events.validation.descriptionRequired');
  if (!start) add('startDate', 'events.validation.startRequired');
  if (!end) add('endDate', 'events.validation.endRequired');
  if (start && end && end.getTime() <= start.getTime()) add('endDate', 'events.validation.endAfterStart');
  if (input.location.text.trim() === '') add('location.text', 'events.validation.addressRequired');
  if (!hasValidCoordinates(input.location.latitude, input.location.longitude)) {
    add('location.coordinates', 'events.validation.coordinatesRequired');
  }
  const people = input.people_needed;
  if (people === null && needsVolunteers(input.markerType, volunteersToggle)) {
    add('people_needed', 'events.validation.peopleNeededRequired');
  } else if (people !== null && (!Number.isInteger(people) || people < PEOPLE_NEEDED_MIN)) {
    add('people_needed', 'events.validation.peopleNeededMin');
  }
  if (input.focus_teams_data.length === 0) add('focus_teams', 'events.validation.teamRequired');

  if (input.recurrence_type !== 'none') {
    const interval = input.recurrence_interval;
    const intervalOk =
      Number.isInteger(interval) && interval >= RECURRENCE_INTERVAL_MIN && interval <= RECURRENCE_INTERVAL_MAX;
    if (!intervalOk) {
      add('recurrence_interval', 'events.validation.intervalRange', {
        min: RECURRENCE_INTERVAL_MIN,
        max: RECURRENCE_INTERVAL_MAX,
      });
    }
    const endDate = input.recurrence_end_date;
    if (endDate !== null && !isCalendarDate(endDate)) {
      add('recurrence_end_date', 'events.validation.recurrenceEndInvalid');
    } else if (start && endDate !== null && endDate < localDateOf(start, input.time_zone)) {
      add('recurrence_end_date', 'events.validation.recurrenceEndBeforeStart');
    } else if (start && intervalOk && occurrenceStarts(recurrenceOf(input, start), Infinity).overCap) {
      add('recurrence_end_date', 'events.validation.seriesTooLong', { max: RECURRENCE_MAX_INSTANCES });
    }
  }
  return { problems, dates: start && end ? { startDate: start, endDate: end } : null };
}

/** The broken rules of eventCheck alone, for the form. */
export function eventProblems(input: EventInput, volunteersToggle?: boolean): EventProblem[] {
  return eventCheck(input, volunteersToggle).problems;
}

/** The series settings of a checked event input, for occurrenceStarts. */
export function recurrenceOf(input: EventInput, start: Date): Recurrence {
  return {
    start,
    type: input.recurrence_type,
    interval: input.recurrence_interval,
    endDate: input.recurrence_end_date,
    timeZone: input.time_zone,
  };
}

/**
 * SPEC §9 recurrence preview: the first date and up to 10 steps after it, stopping past the end
 * date (or past the indefinite horizon, so the preview shows only dates that will be created).
 */
export function recurrencePreview(recurrence: Recurrence): Date[] {
  if (recurrence.type === 'none') return [recurrence.start];
  return [recurrence.start, ...occurrenceStarts(recurrence, RECURRENCE_PREVIEW_STEPS).starts];
}
