import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DECISIONS,
  APPLICATION_STATUSES,
  canDecideApplication,
  canMarkAttended,
  canUndoAttendance,
  canWithdrawApplication,
  type ApplicationDecision,
} from './applicationStatus';

describe('application status rules (SPEC §4)', () => {
  const from = (decision: ApplicationDecision) => APPLICATION_STATUSES.filter((status) => canDecideApplication(decision, status));

  it('accepts any application not accepted, but not one completed by attendance', () => {
    expect(from('accepted')).toEqual(['applied', 'waitlisted']);
  });

  it('waitlists any application not waitlisted, but not one completed by attendance', () => {
    expect(from('waitlisted')).toEqual(['applied', 'accepted']);
  });

  it('reverts to applied only from accepted or waitlisted', () => {
    expect(from('applied')).toEqual(['accepted', 'waitlisted']);
  });

  it('never sets completed by a decision', () => {
    expect(APPLICATION_DECISIONS).not.toContain('completed');
    expect(APPLICATION_STATUSES.filter((status) => APPLICATION_DECISIONS.some((decision) => canDecideApplication(decision, status)))).not.toContain(
      'completed',
    );
  });

  it('marks attendance only for accepted volunteers of an ended event, and undoes it only on completed ones', () => {
    expect(APPLICATION_STATUSES.filter((status) => canMarkAttended(status, true))).toEqual(['accepted']);
    expect(APPLICATION_STATUSES.filter((status) => canMarkAttended(status, false))).toEqual([]);
    expect(APPLICATION_STATUSES.filter(canUndoAttendance)).toEqual(['completed']);
  });

  it('lets a volunteer withdraw while applied or waitlisted', () => {
    expect(APPLICATION_STATUSES.filter(canWithdrawApplication)).toEqual(['applied', 'waitlisted']);
  });
});
