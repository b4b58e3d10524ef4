import { describe, expect, it } from 'vitest';
import { adminLoginResponseSchema, ngoLoginResponseSchema, refreshResponseSchema } from './accounts';
import { isAdminLoginResponse, isNgoLoginResponse, isRefreshResponse } from './signIn';

// The browser's guards (without zod) and the server's schemas must agree on what an answer is.
const ngo = { access: 'a', refresh: 'r', user_id: 1, ngo_id: 2, ngo_name: 'Green Hands' };
const admin = { access: 'a', refresh: 'r', user_id: 1, email: 'admin@example.org', name: '' };

describe('sign-in answers without zod', () => {
  it('take what the schemas take', () => {
    expect(isNgoLoginResponse(ngo) && ngoLoginResponseSchema.safeParse(ngo).success).toBe(true);
    expect(isAdminLoginResponse(admin) && adminLoginResponseSchema.safeParse(admin).success).toBe(true);
    expect(isRefreshResponse({ access: 'a', refresh: 'r' })).toBe(true);
  });

  it('refuse what the schemas refuse', () => {
    const wrong: unknown[] = [null, 'token', [], { ...ngo, ngo_id: '2' }, { ...ngo, user_id: 1.5 }, { ...ngo, access: undefined }];
    for (const body of wrong) {
      expect(isNgoLoginResponse(body), JSON.stringify(body)).toBe(false);
      expect(ngoLoginResponseSchema.safeParse(body).success).toBe(false);
    }
    expect(isAdminLoginResponse({ ...admin, name: null })).toBe(false);
    expect(isAdminLoginResponse(ngo)).toBe(false);
    expect(isRefreshResponse({ access: 'a' })).toBe(false);
    expect(refreshResponseSchema.safeParse({ access: 'a' }).success).toBe(false);
  });
});
