import { describe, expect, it } from 'vitest';
import {
  averageRating,
  ngoProfileFiguresOf,
  ngoProfileUpdateSchema,
  ratingRequestSchema,
  type ProfileApplicationFacts,
  type ProfileEventFacts,
} from './profile';

// Issue 15, point 1: the profile's body rules and figures as the mocks apply them (the server counts the same in SQL).

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the profile update body', () => {
  it('takes a name alone, trims it and the texts, and keeps line breaks in the texts', () => {
    expect(ngoProfileUpdateSchema.parse({ name: '  Green Valley  ' })).toEqual({ name: 'Green Valley' });
    expect(ngoProfileUpdateSchema.parse({ name: 'G', about: ' Trees.\nRivers. ', history: '', contact_person_bio: 'Ana' })).toEqual({
      name: 'G',
      about: 'Trees.\nRivers.',
      history: '',
      contact_person_bio: 'Ana',
    });
  });

  it('requires a name that is not blank (SPEC §5), on one line', () => {
    expect(issuesOf(ngoProfileUpdateSchema.safeParse({ name: '  ' }))).toEqual([['name', 'profile.validation.nameRequired']]);
    expect(ngoProfileUpdateSchema.safeParse({ about: 'No name' }).success).toBe(false);
    expect(issuesOf(ngoProfileUpdateSchema.safeParse({ name: 'A\nB' }))).toEqual([['name', 'validation.singleLine']]);
  });

  it('refuses texts over their limits and anything else, such as the figures', () => {
    expect(ngoProfileUpdateSchema.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
    expect(ngoProfileUpdateSchema.safeParse({ name: 'G', about: 'x'.repeat(5_000) }).success).toBe(true);
    expect(ngoProfileUpdateSchema.safeParse({ name: 'G', about: 'x'.repeat(5_001) }).success).toBe(false);
    expect(ngoProfileUpdateSchema.safeParse({ name: 'G', history: 'x'.repeat(5_001) }).success).toBe(false);
    expect(ngoProfileUpdateSchema.safeParse({ name: 'G', contact_person_bio: 'x'.repeat(2_001) }).success).toBe(false);
    expect(ngoProfileUpdateSchema.safeParse({ name: 'G', total_xp: 5 }).success).toBe(false);
  });
});

describe('the rating request', () => {
  it('takes a whole score 1 to 5 and an optional comment, trimmed, up to 1,000 characters', () => {
    expect(ratingRequestSchema.parse({ score: 1 })).toEqual({ score: 1 });
    expect(ratingRequestSchema.parse({ score: 5, comment: ' Great. ' })).toEqual({ score: 5, comment: 'Great.' });
    for (const score of [0, 6, 4.5, '3', null]) expect(ratingRequestSchema.safeParse({ score }).success, `score ${String(score)}`).toBe(false);
    expect(ratingRequestSchema.safeParse({ score: 3, comment: 'x'.repeat(1_001) }).success).toBe(false);
  });
});

describe('ngoProfileFiguresOf', () => {
  const events: ProfileEventFacts[] = [
    { id: 1, status: 'published' },
    { id: 2, status: 'approved' },
    { id: 3, status: 'pending' },
    { id: 4, status: 'rejected' },
    { id: 5, status: 'draft' },
  ];
  const application = (id: number, event_id: number, user_id: number | null, status: ProfileApplicationFacts['status'], awarded_xp = 0) => ({
    id,
    event_id,
    user_id,
    status,
    awarded_xp,
  });
  const applications = [
    application(1, 1, 10, 'completed', 40),
    application(2, 1, 11, 'completed', 40),
    application(3, 2, 10, 'accepted'),
    application(4, 2, 12, 'applied'),
    application(5, 2, 13, 'waitlisted'),
    application(6, 2, null, 'completed', 25),
    // Another NGO's event.
    application(7, 99, 14, 'completed', 500),
  ];

  it('counts public events, distinct accepted or completed volunteers and the XP completed applications awarded', () => {
    expect(ngoProfileFiguresOf(events, applications, [])).toEqual({ event_count: 2, volunteer_count: 2, total_xp: 105, avg_rating: null, total_ratings: 0 });
  });

  it("averages the ratings of its still completed applications to 2 decimals, never another NGO's", () => {
    const ratings = [
      { application_id: 1, score: 5 },
      { application_id: 2, score: 4 },
      { application_id: 6, score: 4 },
      { application_id: 3, score: 1 },
      { application_id: 7, score: 1 },
    ];
    expect(ngoProfileFiguresOf(events, applications, ratings)).toMatchObject({ avg_rating: 4.33, total_ratings: 3 });
  });

  it('rounds the average half up and answers null for none', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([1, 2, 2])).toBe(1.67);
  });
});
