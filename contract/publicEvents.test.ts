import { describe, expect, it } from 'vitest';
import { publicEventListQuerySchema } from './publicEvents';

describe('the public events query (issue 14)', () => {
  it('reads the address: page 1 of 12 by default, a trimmed search, a team code and a real day', () => {
    expect(publicEventListQuerySchema.parse({})).toEqual({ page: 1, page_size: 12 });
    expect(publicEventListQuerySchema.parse({ page: '3', page_size: '100', search: '  tree ', team: 'SOCIAL', date: '2030-02-28' })).toEqual({
      page: 3,
      page_size: 100,
      search: 'tree',
      team: 'SOCIAL',
      date: '2030-02-28',
    });
  });

  it('refuses pages over 100, unknown teams and days that do not exist', () => {
    for (const query of [{ page_size: '101' }, { page: '0' }, { team: 'social' }, { team: '1' }, { date: '2030-02-29' }, { date: '30.5.2030' }]) {
      expect(publicEventListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
