import { describe, expect, it } from 'vitest';
import {
  adminEventListQuerySchema,
  canApproveNgo,
  canSuspendNgo,
  decidedNotes,
  rejectBodySchema,
  reviewProblems,
  reviewNotesBodySchema,
} from './admin';
import { canAdminDecide, canAdminEdit, descriptionPreview, DECISION_OUTCOMES, refusedDecisionCode } from './events';

describe('the administrator’s event rules (SPEC §4)', () => {
  it.each([
    ['approve', 'pending', true],
    ['reject', 'pending', true],
    ['publish', 'approved', true],
    ['approve', 'draft', false],
    ['approve', 'approved', false],
    ['approve', 'rejected', false],
    ['approve', 'published', false],
    ['reject', 'approved', false],
    ['reject', 'rejected', false],
    ['publish', 'pending', false],
    ['publish', 'draft', false],
    ['publish', 'rejected', false],
    ['publish', 'published', false],
  ] as const)('%s a %s event: %s', (decision, status, allowed) => {
    expect(canAdminDecide(decision, status)).toBe(allowed);
  });

  it('leads each decision to its status, and names the refusal by the status it needs', () => {
    expect(DECISION_OUTCOMES).toEqual({ approve: 'approved', reject: 'rejected', publish: 'published' });
    expect([refusedDecisionCode('approve'), refusedDecisionCode('reject'), refusedDecisionCode('publish')]).toEqual([
      'event_not_pending',
      'event_not_pending',
      'event_not_approved',
    ]);
  });

  it('lets the administrator edit in any state', () => {
    for (const status of ['draft', 'pending', 'approved', 'rejected', 'published'] as const) expect(canAdminEdit(status)).toBe(true);
  });
});

describe('decision bodies (SPEC §5, §7)', () => {
  it("needs a rejection reason that is not blank ('Rejection reason is required')", () => {
    for (const reason of ['', '   ', null]) {
      expect(reviewProblems('reject', { rejection_reason: reason })).toEqual([{ field: 'rejection_reason', message: 'admin.events.review.reasonRequired' }]);
    }
    expect(reviewProblems('reject', { rejection_reason: 'Missing the meeting point' })).toEqual([]);
    expect(reviewProblems('approve', {})).toEqual([]);
  });

  it('refuses control characters in the reason and the notes, and keeps line breaks (issue 12)', () => {
    expect(reviewProblems('reject', { rejection_reason: 'No\u0000pe', admin_notes: 'bell\u0007' })).toEqual([
      { field: 'rejection_reason', message: 'validation.controlCharacters' },
      { field: 'admin_notes', message: 'validation.controlCharacters' },
    ]);
    expect(reviewProblems('publish', { admin_notes: 'First line\n\tsecond line\r\n' })).toEqual([]);
    expect(rejectBodySchema.safeParse({ rejection_reason: 'a\u0000' }).error?.issues[0]?.message).toBe('validation.controlCharacters');
    expect(reviewNotesBodySchema.safeParse({ admin_notes: '\u001b[31m' }).error?.issues[0]?.message).toBe('validation.controlCharacters');
  });

  it('reads no body as an empty one', () => {
    expect(reviewNotesBodySchema.parse(null)).toEqual({});
    expect(rejectBodySchema.parse(undefined)).toEqual({ rejection_reason: '' });
  });

  it('keeps notes left out, clears blank ones and trims the rest', () => {
    expect(decidedNotes(undefined)).toBeUndefined();
    expect(decidedNotes(null)).toBeNull();
    expect(decidedNotes('   ')).toBeNull();
    expect(decidedNotes('  Thanks! ')).toBe('Thanks!');
  });
});

describe('the admin event list query', () => {
  it('takes status, a trimmed search, paging and a series; an empty search is none', () => {
    expect(adminEventListQuerySchema.parse({ status: 'pending', search: '  river ', limit: '20', offset: '40', series: '7' })).toEqual({
      status: 'pending',
      search: 'river',
      limit: 20,
      offset: 40,
      series: 7,
    });
    expect(adminEventListQuerySchema.parse({ search: '  ' }).search).toBeUndefined();
    expect(adminEventListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(adminEventListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('NGO status rules', () => {
  it('approves a pending or suspended NGO, suspends a pending or approved one', () => {
    expect([canApproveNgo('pending'), canApproveNgo('suspended'), canApproveNgo('approved')]).toEqual([true, true, false]);
    expect([canSuspendNgo('pending'), canSuspendNgo('approved'), canSuspendNgo('suspended')]).toEqual([true, true, false]);
  });
});

describe('description preview (SPEC §2, §9)', () => {
  it('cuts at 100 characters with an ellipsis, whole characters only', () => {
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(descriptionPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(descriptionPreview('🌳'.repeat(101))).toBe(`${'🌳'.repeat(100)}...`);
  });
});
