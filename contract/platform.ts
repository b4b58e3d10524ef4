import { z } from 'zod';
import { DATABASE_STATES, HEALTH_STATUSES, type Health } from './health';

export type { Health } from './health';

/** GET /api/health/ (contract/health.ts, which the browser reads without zod) as the server declares it. */
export const healthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  database: z.enum(DATABASE_STATES),
}) satisfies z.ZodType<Health>;

/** Outside services used when the deployment names none (IP_LOCATION_URL, GEOCODING_URL). */
export const DEFAULT_IP_LOCATION_URL = 'https://ipapi.co/json/';
export const DEFAULT_GEOCODING_URL = 'https://nominatim.openstreetmap.org/reverse';

/** GET /api/config/: the deployment's settings the SPA needs at run time. */
export const clientConfigSchema = z.object({
  /** SPEC §1: public IP-location lookup used once to guess the language. */
  ipLocationUrl: z.url(),
  /** SPEC §7: reverse-geocoding service for event addresses. */
  geocodingUrl: z.url(),
  /** Where uploaded images are read from: `/media` locally, the bucket's public URL with S3. */
  mediaBaseUrl: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The largest PostgreSQL integer: no row has an id (or a count) beyond it. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a request path: a positive integer written plainly, else null. Null names nothing, so
 * the server and the mocks answer it with the same 404 as an unknown id and probing tells nothing.
 */
export function pathIdOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
}
