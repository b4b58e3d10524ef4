// Application statuses and the rules of SPEC §4 (issue 14), without zod: the applications screen
// reads `?status=` with them in the router's entry chunk, which the sign-in page loads up front.

/** SPEC §4: application statuses. */
export const APPLICATION_STATUSES = ['applied', 'accepted', 'waitlisted', 'completed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The table's sort orders (issue 14: by date, name and status); a leading `-` reverses. Newest
 * first by default. Here rather than beside the list's schema: the screen's `?sort=` reads them.
 */
export const APPLICATION_ORDERINGS = ['-application_date', 'application_date', 'name', '-name', 'status', '-status'] as const;
export type ApplicationOrdering = (typeof APPLICATION_ORDERINGS)[number];

/**
 * SPEC §4: what the NGO sets on one application or on a selection (row actions, bulk bar, the
 * update and bulk-update calls): accept, waitlist, revert to applied. Completed is not one of them.
 */
export const APPLICATION_DECISIONS = ['accepted', 'waitlisted', 'applied'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * SPEC §4: accept any not accepted, waitlist any not waitlisted, revert to applied only from
 * accepted or waitlisted. A completed application came from attendance and carries the event's XP:
 * only undoing the attendance changes it (canUndoAttendance), so no decision applies to it and the
 * XP is never left behind (docs/decisions/applications.md, "Status rules").
 */
export function canDecideApplication(decision: ApplicationDecision, status: ApplicationStatus): boolean {
  if (status === 'completed' || status === decision) return false;
  return decision !== 'applied' || status === 'accepted' || status === 'waitlisted';
}

/** Issue 14: once the event has ended, an accepted volunteer is marked as attended: completed, with the event's XP. */
export function canMarkAttended(status: ApplicationStatus, eventEnded: boolean): boolean {
  return eventEnded && status === 'accepted';
}

/** Issue 14: attendance marked by mistake is undone: completed goes back to accepted and the XP is taken back. */
export function canUndoAttendance(status: ApplicationStatus): boolean {
  return status === 'completed';
}

/** Issue 14: a volunteer withdraws an application while it is applied or waitlisted. */
export const WITHDRAWABLE_STATUSES = ['applied', 'waitlisted'] as const satisfies readonly ApplicationStatus[];

export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return (WITHDRAWABLE_STATUSES as readonly ApplicationStatus[]).includes(status);
}
