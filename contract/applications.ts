import { z } from 'zod';
import { APPLICATION_DECISIONS, APPLICATION_ORDERINGS, APPLICATION_STATUSES } from './applicationStatus';
import { APPLICATION_MESSAGE_MAX_LENGTH, APPLICATIONS_BULK_MAX, APPLICATIONS_MAX_PAGE_SIZE, VOLUNTEER_APPLICATIONS_PAGE_SIZE } from './limits';
import { MAX_ID } from './platform';
import { freeText } from './textSchemas';

// The five SPEC §7 application calls' shapes (issue 14): an application, the statistics, the list's
// query and page, and the update and bulk-update bodies. The status rules are applicationStatus.ts.

export * from './applicationStatus';

const id = z.number().int().min(1).max(MAX_ID);
const queryId = z.coerce.number().int().min(1).max(MAX_ID);

/**
 * SPEC §3: who applied. `null` as a whole when the volunteer's account is gone, and `email` null
 * when none is known: the screens show SPEC §2's unknown-user and no-email fallbacks.
 */
export const applicantSchema = z.object({
  full_name: z.string(),
  email: z.string().nullable(),
  profile_image: z.string().nullable(),
  bio: z.string().nullable(),
  total_xp: z.number().int().min(0),
  /** YYYY-MM-DD, or null when the volunteer gave none. */
  birthday: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** SPEC §3 Application, with its event's id (issue 14); `status_display` is in the reader's language. */
export const applicationSchema = z.object({
  id,
  status: z.enum(APPLICATION_STATUSES),
  status_display: z.string(),
  user: applicantSchema.nullable(),
  event_name: z.string(),
  event_id: id,
  /** Issue 33: the event's start (ISO 8601 with its offset) and time zone, so a series' dates can be told apart. */
  event_start: z.string(),
  time_zone: z.string(),
  /** ISO 8601 with its offset. */
  application_date: z.string(),
  /** Issue 33: what the volunteer wrote to the NGO when applying ('' when nothing), plain text with its line breaks. */
  message: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** SPEC §3 Application statistics: of the NGO's applications, or of one event's (`event_id`). */
export const applicationStatisticsSchema = z.object({
  total_applications: z.number().int().min(0),
  accepted: z.number().int().min(0),
  waitlisted: z.number().int().min(0),
  applied: z.number().int().min(0),
});
export type ApplicationStatistics = z.infer<typeof applicationStatisticsSchema>;

/**
 * GET /api/portal/applications/ query. SPEC §7 names `event_id` and `status`; issue 14 adds
 * `page`, `page_size` and `ordering`: with `page` or `page_size` the answer is one page
 * ({ count, results }), without them the spec's plain list.
 */
export const applicationListQuerySchema = z.object({
  event_id: queryId.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  page: queryId.optional(),
  page_size: z.coerce.number().int().min(1).max(APPLICATIONS_MAX_PAGE_SIZE).optional(),
  ordering: z.enum(APPLICATION_ORDERINGS).optional(),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const applicationListSchema = z.array(applicationSchema);
export const applicationPageSchema = z.object({ count: z.number().int().min(0), results: applicationListSchema });
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/** GET /api/portal/applications/statistics/ query. */
export const applicationStatisticsQuerySchema = z.object({ event_id: queryId.optional() });

/** PUT /api/portal/applications/{id}/update/: one of the NGO's decisions (completed comes from attendance). */
export const applicationUpdateRequestSchema = z.object({ status: z.enum(APPLICATION_DECISIONS) });

/** Several applications named once each, at most APPLICATIONS_BULK_MAX (a bulk update, attendance). */
const applicationIds = z
  .array(id)
  .min(1)
  .max(APPLICATIONS_BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Each application once');

/** POST /api/portal/applications/bulk-update/: the same decision for several applications, all or none. */
export const applicationBulkUpdateRequestSchema = z.object({
  application_ids: applicationIds,
  status: z.enum(APPLICATION_DECISIONS),
});
export type ApplicationBulkUpdateRequest = z.infer<typeof applicationBulkUpdateRequestSchema>;

/**
 * POST /api/portal/applications/attendance/ and .../attendance/undo/ (issue 14, point 5): mark
 * accepted volunteers of ended events as attended (completed, with the event's XP), or undo it
 * (back to accepted, the XP taken back). All or none, as the bulk update.
 */
export const applicationAttendanceRequestSchema = z.object({ application_ids: applicationIds });
export type ApplicationAttendanceRequest = z.infer<typeof applicationAttendanceRequestSchema>;

/**
 * What a bulk update and both attendance calls answer (SPEC §7 "not shown";
 * docs/decisions/applications.md, "The NGO's calls on applications"):
 * how many changed and the changed applications as they are now.
 */
export const applicationBulkResultSchema = z.object({
  updated: z.number().int().min(0),
  applications: applicationListSchema,
});
export type ApplicationBulkResult = z.infer<typeof applicationBulkResultSchema>;

/**
 * One id a bulk call refused, and why: application_not_found (unknown, or another NGO's: the
 * same answer), application_transition_refused (SPEC §4 refuses the change) or
 * application_event_not_ended (attendance before the event's end).
 */
export const refusedApplicationSchema = z.object({ id, code: z.string() });
export type RefusedApplication = z.infer<typeof refusedApplicationSchema>;

/** The 409 `applications_refused` envelope of the bulk and attendance calls: nothing changed, these ids were refused. */
export const applicationsRefusedErrorSchema = z.object({
  error: z.string(),
  code: z.literal('applications_refused'),
  refused: z.array(refusedApplicationSchema),
});
export type ApplicationsRefusedError = z.infer<typeof applicationsRefusedErrorSchema>;

// ---------------------------------------------------------------------------------------------
// The volunteer's side (issue 14, point 1): applying to a public event, their own list, withdrawing.

/** Machine codes of the applying and withdrawing calls; the messages are `applications.errors.codes.*`. */
export const applicationErrorCodes = {
  /** 404: no such application, or another volunteer's. */
  notFound: 'application_not_found',
  /** 409 on apply: the event is not approved or published (a draft, pending or rejected). */
  eventNotPublic: 'application_event_not_public',
  /** 409 on apply: the event has ended. */
  eventEnded: 'application_event_ended',
  /** 409 on apply: the organising NGO is suspended (or no longer approved). */
  organizerSuspended: 'application_organizer_suspended',
  /** 409 on withdraw: only an applied or waitlisted application is withdrawn (canWithdrawApplication). */
  notWithdrawable: 'application_not_withdrawable',
  /** 409 on update or attendance: SPEC §4 (canDecideApplication, canMarkAttended, canUndoAttendance) refuses the change. */
  transitionRefused: 'application_transition_refused',
  /** 409 on attendance: the event has not ended yet. */
  eventNotEnded: 'application_event_not_ended',
  /** 409 on bulk update and attendance: nothing changed; `refused` lists each refused id with its code. */
  refused: 'applications_refused',
} as const;
export type ApplicationErrorCode = (typeof applicationErrorCodes)[keyof typeof applicationErrorCodes];

/** The i18n key of each code's message, for the server, the mocks and the app. */
export const applicationErrorMessageKeys = {
  application_not_found: 'applications.errors.codes.notFound',
  application_event_not_public: 'applications.errors.codes.eventNotPublic',
  application_event_ended: 'applications.errors.codes.eventEnded',
  application_organizer_suspended: 'applications.errors.codes.organizerSuspended',
  application_not_withdrawable: 'applications.errors.codes.notWithdrawable',
  application_transition_refused: 'applications.errors.codes.transitionRefused',
  application_event_not_ended: 'applications.errors.codes.eventNotEnded',
  applications_refused: 'applications.errors.codes.refused',
} as const satisfies Record<ApplicationErrorCode, string>;

/** POST /api/public/events/{id}/apply/: an optional message to the NGO (free text, line breaks allowed). */
export const applyRequestSchema = z.object({
  message: freeText(APPLICATION_MESSAGE_MAX_LENGTH)
    .transform((text) => text.trim())
    .optional(),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

/** One of the volunteer's own applications: its status, the event's id and name, when, and the message sent. */
export const volunteerApplicationSchema = applicationSchema
  .pick({ id: true, status: true, event_id: true, event_name: true, application_date: true, message: true, event_start: true, time_zone: true })
  .extend({
    /** Issue 17: the event's end (ISO 8601 with offset), for "my applications". */
    event_end: z.string(),
    /** The organiser, linking to its public page. */
    ngo_id: id,
    ngo_name: z.string(),
    /** The XP the event awards, and what attendance gave (0 until the NGO confirms it). */
    event_xp: z.number().int().min(0),
    awarded_xp: z.number().int().min(0),
    /** The volunteer's rating of the NGO for this application (1 to 5), or null when not rated yet. */
    rating: z.number().int().min(1).max(5).nullable(),
  });
export type VolunteerApplication = z.infer<typeof volunteerApplicationSchema>;

/**
 * GET /api/volunteer/applications/ query: always one page, newest first (`page` from 1). Issue 17:
 * `event_id` narrows it to the volunteer's application to that event (none or one), so the public
 * event page can say whether and how the reader applied.
 */
export const volunteerApplicationListQuerySchema = z.object({
  event_id: queryId.optional(),
  page: queryId.default(1),
  page_size: z.coerce.number().int().min(1).max(APPLICATIONS_MAX_PAGE_SIZE).default(VOLUNTEER_APPLICATIONS_PAGE_SIZE),
});
export type VolunteerApplicationListQuery = z.output<typeof volunteerApplicationListQuerySchema>;

/** One page of the volunteer's applications: how many they have in all, and this page's. */
export const volunteerApplicationPageSchema = z.object({ count: z.number().int().min(0), results: z.array(volunteerApplicationSchema) });
export type VolunteerApplicationPage = z.infer<typeof volunteerApplicationPageSchema>;
