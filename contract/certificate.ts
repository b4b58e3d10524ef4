import { z } from 'zod';
import { CERTIFICATE_MAX_PAGE_SIZE, CERTIFICATE_PAGE_SIZE } from './limits';
import { MAX_ID } from './platform';

// Issue 17, point 3: the volunteer's certificate of verified participation. Only completed
// applications count (attendance the NGO confirmed); each carries the XP attendance awarded.

/** GET /api/volunteer/certificate/ query: one page of participations, newest first. */
export const certificateQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(CERTIFICATE_MAX_PAGE_SIZE).default(CERTIFICATE_PAGE_SIZE),
});
export type CertificateQuery = z.output<typeof certificateQuerySchema>;

/** One verified participation: the event, its organiser, when, how long and the XP it gave. */
export const participationSchema = z.object({
  application_id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  /** ISO 8601 with offset, and the event's zone to show them in. */
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  /** participationHours(start, end). */
  hours: z.number().min(0),
  xp: z.number().int().min(0),
});
export type Participation = z.infer<typeof participationSchema>;

/**
 * The certificate: who, the totals over every verified participation (not only this page), and
 * one page of them. total_xp is the sum of the XP attendance awarded, the profile's total_xp.
 */
export const certificateSchema = z.object({
  full_name: z.string(),
  total_xp: z.number().int().min(0),
  total_hours: z.number().min(0),
  count: z.number().int().min(0),
  results: z.array(participationSchema),
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * An event's length in hours, to the nearest quarter hour (docs/decisions/applications.md,
 * "Certificate": the event's time from start to end, as the NGO published it; attendance confirms
 * presence, not minutes).
 */
export function participationHours(start: Date, end: Date): number {
  const hours = Math.max(0, end.getTime() - start.getTime()) / 3_600_000;
  return Math.round(hours * 4) / 4;
}
