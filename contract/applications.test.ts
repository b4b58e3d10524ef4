import { describe, expect, it } from 'vitest';
import {
  applicationBulkUpdateRequestSchema,
  applicationListQuerySchema,
  applicationSchema,
  applicationUpdateRequestSchema,
  applicationErrorCodes,
  applicationErrorMessageKeys,
  applyRequestSchema,
  type Application,
} from './applications';
import { catalogueText } from './errors';
import en from '@/i18n/locales/en.json';
import { APPLICATIONS_BULK_MAX } from './limits';

const application: Application = {
  id: 7,
  status: 'waitlisted',
  status_display: 'Waitlisted',
  user: { full_name: 'Ana Novak', email: 'ana@example.org', profile_image: null, bio: null, total_xp: 40, birthday: '1999-04-01' },
  event_name: 'Weekly Reading Club',
  event_id: 3,
  event_start: '2026-11-25T15:00:00+01:00',
  time_zone: 'Europe/Ljubljana',
  application_date: '2026-11-20T09:30:00Z',
  message: 'Hi! I can bring extra gloves.\nIs there parking nearby?',
};

describe('application wire shapes (SPEC §3, §7)', () => {
  it('reads an application, also one whose volunteer is gone', () => {
    expect(applicationSchema.parse(application)).toEqual(application);
    expect(applicationSchema.parse({ ...application, user: null }).user).toBeNull();
    expect(applicationSchema.safeParse({ ...application, status: 'withdrawn' }).success).toBe(false);
  });

  it('reads the list query from the address: ids and pages as numbers, only known statuses and orders', () => {
    expect(applicationListQuerySchema.parse({ event_id: '3', status: 'completed', page: '2', ordering: 'name' })).toEqual({
      event_id: 3,
      status: 'completed',
      page: 2,
      ordering: 'name',
    });
    for (const query of [{ event_id: '0' }, { event_id: '1x' }, { status: 'rejected' }, { page_size: '101' }, { ordering: 'email' }]) {
      expect(applicationListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('takes only the NGO decisions in an update: completed comes from attendance', () => {
    expect(applicationUpdateRequestSchema.safeParse({ status: 'accepted' }).success).toBe(true);
    expect(applicationUpdateRequestSchema.safeParse({ status: 'completed' }).success).toBe(false);
  });

  it('takes a bulk update of distinct ids, at least one and at most the limit', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(applicationBulkUpdateRequestSchema.safeParse({ application_ids: [4, 9], status: 'waitlisted' }).success).toBe(true);
    expect(applicationBulkUpdateRequestSchema.safeParse({ application_ids: ids(APPLICATIONS_BULK_MAX), status: 'applied' }).success).toBe(true);
    for (const application_ids of [[], [4, 4], ids(APPLICATIONS_BULK_MAX + 1), [0], [1.5]]) {
      expect(applicationBulkUpdateRequestSchema.safeParse({ application_ids, status: 'accepted' }).success, JSON.stringify(application_ids)).toBe(false);
    }
  });
});

describe("the volunteer's application calls (issue 14, point 1)", () => {
  it('takes an optional message of free text up to 1,000 characters, trimmed', () => {
    expect(applyRequestSchema.parse({})).toEqual({});
    expect(applyRequestSchema.parse({ message: ' Two lines\nof text ' })).toEqual({ message: 'Two lines\nof text' });
    expect(applyRequestSchema.safeParse({ message: 'x'.repeat(1_001) }).success).toBe(false);
    expect(applyRequestSchema.safeParse({ message: 'bell\u0007' }).success).toBe(false);
  });

  it('has an English message for every error code', () => {
    for (const code of Object.values(applicationErrorCodes)) {
      expect(catalogueText(en, applicationErrorMessageKeys[code]), code).not.toBe('');
    }
  });
});
