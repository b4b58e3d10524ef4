// Event statuses without zod (issue 13): the administrator's event list reads `?status=` with them
// in the router's entry chunk, which the sign-in page loads up front. contract/events.ts re-exports them.

/** SPEC §4: event statuses; `pending` reads 'Pending Review'. */
export const EVENT_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'published'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
