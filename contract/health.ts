// GET /api/health/ without zod (issue 13): the sign-in page's footer reads it before zod is loaded.
// contract/platform.ts declares the same answer as a zod schema for the server, from these lists.

export const HEALTH_STATUSES = ['ok', 'degraded'] as const;
export const DATABASE_STATES = ['up', 'down'] as const;

/** GET /api/health/: whether the server and its database answer (the login screen's "Service online"). */
export interface Health {
  status: (typeof HEALTH_STATUSES)[number];
  database: (typeof DATABASE_STATES)[number];
}

/** Whether an answer's body is a health report. */
export function isHealth(body: unknown): body is Health {
  if (typeof body !== 'object' || body === null) return false;
  const { status, database } = body as Record<string, unknown>;
  return (HEALTH_STATUSES as readonly unknown[]).includes(status) && (DATABASE_STATES as readonly unknown[]).includes(database);
}
