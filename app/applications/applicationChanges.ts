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

/** The changes an application takes now, in the order the screen offers them (contract/applicationStatus.ts). */
export function changesFor(application: Application, eventEnded: boolean): ApplicationChange[] {
  const decisions: ApplicationChange[] = APPLICATION_DECISIONS.filter((decision) => canDecideApplication(decision, application.status));
  if (canMarkAttended(application.status, eventEnded)) decisions.push('attend');
  if (canUndoAttendance(application.status)) decisions.push('undoAttendance');
  return decisions;
}

/** Whether every one of `applications` takes `change`: the bulk bar offers attendance only then. */
export function allTake(applications: readonly Application[], change: ApplicationChange, eventEnded: (eventId: number) => boolean): boolean {
  return applications.length > 0 && applications.every((application) => changesFor(application, eventEnded(application.event_id)).includes(change));
}
