import { z } from 'zod';
import type { ClientConfig } from './config';
import { DATABASE_STATES, HEALTH_STATUSES, type Health } from './health';

export type { ClientConfig } from './config';
export type { Health } from './health';

/** GET /api/health/ (contract/health.ts, which the browser reads without zod) as the server declares it. */
export const healthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  database: z.enum(DATABASE_STATES),
}) satisfies z.ZodType<Health>;

/** GET /api/health/live/ (issue 19): the process answers; a load balancer or orchestrator restarts it when not. */
export const livenessSchema = z.object({ status: z.literal('ok') });

const upOrDown = z.enum(['up', 'down']);

/**
 * GET /api/health/ready/ (issue 19): whether this instance should get requests: 200 when its
 * database, Redis (when configured) and storage answer and it is not shutting down, 503 otherwise.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  draining: z.boolean(),
  database: upOrDown,
  redis: z.enum(['up', 'down', 'not_configured']),
  storage: upOrDown,
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Outside services used when the deployment names none (IP_LOCATION_URL, GEOCODING_URL). */
export const DEFAULT_IP_LOCATION_URL = 'https://ipapi.co/json/';
export const DEFAULT_GEOCODING_URL = 'https://nominatim.openstreetmap.org/reverse';
/** Issue 17: the explore maps' tiles (MAP_TILE_URL, MAP_ATTRIBUTION): OpenStreetMap's by default. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** GET /api/config/ (contract/config.ts, which the browser reads without zod at first) as the server declares it. */
export const clientConfigSchema = z.object({
  ipLocationUrl: z.url(),
  geocodingUrl: z.url(),
  mediaBaseUrl: z.string(),
  mapTileUrl: z.string().min(1),
  mapAttribution: z.string(),
}) satisfies z.ZodType<ClientConfig>;

/** The largest PostgreSQL integer: no row has an id (or a count) beyond it. */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a request path: a positive integer written plainly, else null. Null names nothing, so
 * the server and the mocks answer it with the same 404 as an unknown id and probing tells nothing.
 */
export function pathIdOf(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
}
