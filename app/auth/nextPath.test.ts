import { describe, expect, it } from 'vitest';
import { nextPathOf, safeNextPath } from './nextPath';

describe('where the volunteer sign-in goes on to (issue 17, decision 1)', () => {
  it.each([
    ['/explore/12', '/explore/12'],
    ['/explore/12?apply=1', '/explore/12?apply=1'],
    ['/volunteer', '/volunteer'],
    ['/volunteer?page=2', '/volunteer?page=2'],
    ['/volunteer/profile', '/volunteer/profile'],
    ['/volunteer/certificate#top', '/volunteer/certificate'],
  ])('accepts %s as %s', (value, path) => {
    expect(safeNextPath(value)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/volunteer'],
    ['a protocol-relative address', '//evil.example/volunteer'],
    ['a backslash browsers read as a slash', '/\\evil.example/volunteer'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'volunteer'],
    ['a control character', '/volunteer\n/profile'],
    ['the NGO area', '/dashboard'],
    ['the administrator’s area', '/admin/dashboard'],
    ['the explore list', '/explore'],
    ['an event id that is not one', '/explore/abc'],
    ['a path climbing out of /volunteer', '/volunteer/../admin'],
    ['a look-alike of /volunteer', '/volunteers-wanted'],
    ['the volunteer sign-in itself', '/volunteer/login?next=/volunteer'],
    ['the volunteer registration', '/volunteer/register'],
    ['nothing', undefined],
    ['a number', 12],
    ['something very long', `/volunteer?${'x'.repeat(600)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });

  it('makes the next path of the page a reader is on', () => {
    expect(nextPathOf({ pathname: '/volunteer/profile', searchStr: '' })).toBe('/volunteer/profile');
    expect(nextPathOf({ pathname: '/volunteer', searchStr: '?page=3' })).toBe('/volunteer?page=3');
    expect(nextPathOf({ pathname: '/ngos/1', searchStr: '' })).toBeUndefined();
  });
});
