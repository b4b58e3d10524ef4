import { z } from 'zod';

// Issue 17, point 4: calendars. Every public event is an .ics file, every approved NGO a feed of
// its public events, and each volunteer has a private feed of their accepted events behind an
// unguessable token they can replace or revoke. Paths:
//   GET /api/public/events/{id}/calendar.ics   one public event (404 like the public page)
//   GET /api/public/ngos/{id}/calendar.ics     the NGO's public events (404 like its public page)
//   GET /api/calendar/{token}.ics              the volunteer's accepted events (404 for an unknown or revoked token)
//   GET    /api/volunteer/calendar/            whether the volunteer has a feed (never the token)
//   POST   /api/volunteer/calendar/            a new token (the old one stops working); answered once
//   DELETE /api/volunteer/calendar/            revoke: no feed any more (204)

/** The media type of every .ics answer. */
export const CALENDAR_MEDIA_TYPE = 'text/calendar; charset=utf-8';

/** A feed token: 32 random bytes, base64url (43 characters). The server keeps only its SHA-256. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET /api/volunteer/calendar/. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** ISO 8601, when the current token was made; null without one. */
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** 201 of POST /api/volunteer/calendar/: the feed's address, shown to the volunteer once. */
export const calendarFeedSchema = z.object({
  url: z.string().describe('Absolute https/http URL of GET /api/calendar/{token}.ics'),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
