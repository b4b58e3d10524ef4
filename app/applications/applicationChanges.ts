import {
  APPLICATION_DECISIONS,
  canDecideApplication,
  canMarkAttended,
  canUndoAttendance,
  type ApplicationDecision,
} from '@/contract/applicationStatus';
import type { Application } from '@/contract/applications';

/** What the NGO does to an application: a SPEC §4 decision, or marking (or undoing) attendance (issue 14, point 5). */
export type ApplicationChange = ApplicationDecision | 'attend' | 'undoAttendance';

/**
 * The changes an application takes now, in the order the screen offers them (contract/applicationStatus.ts).
 * Issue 33: once its event has ended only attendance is offered (marking it, or undoing it): a
 * decision then would mail a volunteer about an event that is over.
 */
export function changesFor(application: Application, eventEnded: boolean): ApplicationChange[] {
  const decisions: ApplicationChange[] = eventEnded ? [] : APPLICATION_DECISIONS.filter((decision) => canDecideApplication(decision, application.status));
  if (canMarkAttended(application.status, eventEnded)) decisions.push('attend');
  if (canUndoAttendance(application.status)) decisions.push('undoAttendance');
  return decisions;
}

/** The decisions that mail each volunteer (SPEC §4 accept and waitlist): the bulk bar asks before them. */
export const MAILING_CHANGES: readonly ApplicationChange[] = ['accepted', 'waitlisted'];

/** Whether every one of `applications` takes `change`: the bulk bar offers a change only then. */
export function allTake(applications: readonly Application[], change: ApplicationChange, eventEnded: (eventId: number) => boolean): boolean {
  return applications.length > 0 && applications.every((application) => changesFor(application, eventEnded(application.event_id)).includes(change));
}
