import { z } from 'zod';
import type { ApplicationStatus } from './applicationStatus';
import type { EventStatus } from './eventStatus';
import {
  CONTACT_PERSON_BIO_MAX_LENGTH,
  NGO_ABOUT_MAX_LENGTH,
  NGO_HISTORY_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  RATING_COMMENT_MAX_LENGTH,
  RATING_SCORE_MAX,
  RATING_SCORE_MIN,
} from './limits';
import { MAX_ID } from './platform';
import { freeText, lineText } from './textSchemas';

// Issue 15, point 1: the NGO profile (SPEC §3, §7 GET /api/portal/profile/ and PATCH
// /api/portal/profile/update/) and a volunteer's rating of the NGO after a completed application
// (POST /api/volunteer/applications/{id}/rating/). What each figure counts:
// docs/decisions/people-and-profiles.md, "NGO profile: contract and figures"; ngoProfileFiguresOf
// states it for the mocks, the server counts the same in SQL.

/** Events of these statuses count in event_count: the ones the public sees (SPEC §4). */
export const PROFILE_EVENT_STATUSES = ['approved', 'published'] as const satisfies readonly EventStatus[];
/** A volunteer counts in volunteer_count with an application of these statuses to one of the NGO's events. */
export const PROFILE_VOLUNTEER_STATUSES = ['accepted', 'completed'] as const satisfies readonly ApplicationStatus[];
/** avg_rating is answered to this many decimals; the screen shows one (SPEC §9). */
export const AVG_RATING_DECIMALS = 2;

const count = z.number().int().min(0);

/** SPEC §3 NGO profile: the organisation's texts and its figures. */
export const ngoProfileSchema = z.object({
  /** The registration's organization_name: the name the whole app shows. */
  name: z.string(),
  about: z.string(),
  history: z.string(),
  contact_person_bio: z.string(),
  /** Distinct volunteers with an accepted or completed application to the NGO's events. */
  volunteer_count: count,
  /** The NGO's approved or published events, past ones and every date of a series included. */
  event_count: count,
  /** The XP its completed applications awarded (applications.awarded_xp). */
  total_xp: count,
  /** The average score of its ratings, to 2 decimals; null when there is none. */
  avg_rating: z.number().min(RATING_SCORE_MIN).max(RATING_SCORE_MAX).nullable(),
  /** How many ratings of still completed applications it has. */
  total_ratings: count,
});
export type NgoProfile = z.infer<typeof ngoProfileSchema>;

/** SPEC §5: "Profile: organisation name required". One line, trimmed, not blank. */
const organisationNameSchema = lineText(ORGANIZATION_NAME_MAX_LENGTH)
  .transform((name) => name.trim())
  .refine((name) => name !== '', 'profile.validation.nameRequired');

/** An optional text of the profile: free text (line breaks allowed), trimmed; blank empties it. */
const profileText = (max: number) =>
  freeText(max)
    .transform((text) => text.trim())
    .optional();

/**
 * PATCH /api/portal/profile/update/ (SPEC §7: name, about, history, contact_person_bio). The name
 * is required; a text left out is kept. Anything else (the figures) is refused, not ignored.
 */
export const ngoProfileUpdateSchema = z.strictObject({
  name: organisationNameSchema,
  about: profileText(NGO_ABOUT_MAX_LENGTH),
  history: profileText(NGO_HISTORY_MAX_LENGTH),
  contact_person_bio: profileText(CONTACT_PERSON_BIO_MAX_LENGTH),
});
export type NgoProfileUpdateRequest = z.input<typeof ngoProfileUpdateSchema>;
export type NgoProfileUpdate = z.output<typeof ngoProfileUpdateSchema>;

/** POST /api/volunteer/applications/{id}/rating/: a whole score 1 to 5 and an optional comment. */
export const ratingRequestSchema = z.strictObject({
  score: z.number().int().min(RATING_SCORE_MIN).max(RATING_SCORE_MAX),
  comment: freeText(RATING_COMMENT_MAX_LENGTH)
    .transform((text) => text.trim())
    .optional(),
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;

/** The rating as stored: of this application, for the NGO of its event. */
export const ratingSchema = z.object({
  id: z.number().int().min(1).max(MAX_ID),
  application_id: z.number().int().min(1).max(MAX_ID),
  score: z.number().int().min(RATING_SCORE_MIN).max(RATING_SCORE_MAX),
  comment: z.string(),
  /** ISO 8601 with its offset. */
  created: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** Machine codes of the rating call; 404 is the applications' application_not_found. */
export const ratingErrorCodes = {
  /** 409: only a completed application (the volunteer attended) may be rated. */
  notCompleted: 'rating_application_not_completed',
  /** 409: the application is rated already; a rating is not changed. */
  alreadyRated: 'rating_already_given',
} as const;
export type RatingErrorCode = (typeof ratingErrorCodes)[keyof typeof ratingErrorCodes];

/** The i18n key of each code's message, for the server, the mocks and the app. */
export const ratingErrorMessageKeys = {
  rating_application_not_completed: 'ratings.errors.codes.notCompleted',
  rating_already_given: 'ratings.errors.codes.alreadyRated',
} as const satisfies Record<RatingErrorCode, string>;

/** What the figures read of one of the NGO's events. */
export type ProfileEventFacts = { id: number; status: EventStatus };
/** What the figures read of an application (of any event; other NGOs' are ignored). */
export type ProfileApplicationFacts = { id: number; event_id: number; user_id: number | null; status: ApplicationStatus; awarded_xp: number };
/** What the figures read of a rating (of any NGO; the application tells whose). */
export type ProfileRatingFacts = { application_id: number; score: number };

/** The average to AVG_RATING_DECIMALS, or null for none. */
export function averageRating(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const factor = 10 ** AVG_RATING_DECIMALS;
  // The sum times the factor first: whole numbers divided once, so a half rounds up as SQL's round does.
  return Math.round((scores.reduce((sum, score) => sum + score, 0) * factor) / scores.length) / factor;
}

/**
 * The profile's figures by the rules above, from one NGO's events and any applications and
 * ratings. The mock API answers with it; the server counts the same in SQL (server/profile/service.ts).
 */
export function ngoProfileFiguresOf(
  events: readonly ProfileEventFacts[],
  applications: readonly ProfileApplicationFacts[],
  ratings: readonly ProfileRatingFacts[],
): Pick<NgoProfile, 'volunteer_count' | 'event_count' | 'total_xp' | 'avg_rating' | 'total_ratings'> {
  const ownIds = new Set(events.map((event) => event.id));
  const own = applications.filter((application) => ownIds.has(application.event_id));
  const volunteers = new Set(
    own
      .filter((application) => (PROFILE_VOLUNTEER_STATUSES as readonly ApplicationStatus[]).includes(application.status))
      .flatMap((application) => (application.user_id === null ? [] : [application.user_id])),
  );
  const completed = new Set(own.filter((application) => application.status === 'completed').map((application) => application.id));
  const scores = ratings.filter((rating) => completed.has(rating.application_id)).map((rating) => rating.score);
  return {
    volunteer_count: volunteers.size,
    event_count: events.filter((event) => (PROFILE_EVENT_STATUSES as readonly EventStatus[]).includes(event.status)).length,
    total_xp: own.filter((application) => application.status === 'completed').reduce((sum, application) => sum + application.awarded_xp, 0),
    avg_rating: averageRating(scores),
    total_ratings: scores.length,
  };
}
