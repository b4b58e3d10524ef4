import { z } from 'zod';

/** GET /api/health/: whether the server and its database answer (the login screen's "Service online"). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

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
