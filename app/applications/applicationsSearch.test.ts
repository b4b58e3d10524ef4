import { describe, expect, it } from 'vitest';
import { applicationPageQueryOf, applicationsSearchOf } from './applicationsSearch';

describe('the applications address (?event=&status=&page=&sort=)', () => {
  it('reads the event, status, page and order a shared link names', () => {
    expect(applicationsSearchOf({ event: 3, status: 'completed', page: 2, sort: 'name' })).toEqual({ event: 3, status: 'completed', page: 2, sort: 'name' });
    expect(applicationsSearchOf({ event: '7', page: '3', sort: '-status' })).toMatchObject({ event: 7, page: 3, sort: '-status' });
  });

  it('leaves out what makes no sense, so an edited link still opens the screen', () => {
    expect(applicationsSearchOf({ event: 0, status: 'rejected', page: -1, sort: 'email' })).toEqual({
      event: undefined,
      status: undefined,
      page: undefined,
      sort: undefined,
    });
    expect(applicationsSearchOf({ event: 'abc', page: 1.5 })).toMatchObject({ event: undefined, page: undefined });
  });

  it('asks the server for one page of 5, newest first unless another order is named', () => {
    expect(applicationPageQueryOf({})).toEqual({ event_id: undefined, status: undefined, page: 1, page_size: 5, ordering: '-application_date' });
    expect(applicationPageQueryOf({ event: 4, status: 'accepted', page: 3, sort: 'name' })).toEqual({
      event_id: 4,
      status: 'accepted',
      page: 3,
      page_size: 5,
      ordering: 'name',
    });
  });
});
