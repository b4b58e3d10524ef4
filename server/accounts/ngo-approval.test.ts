import { beforeAll, describe, expect, it } from 'vitest';
import { adminNgoOverviewSchema } from '@/contract/admin';
import {
  approvedNgo,
  bearer,
  createAdmin,
  loginNgo,
  postLogin,
  registerNgo,
  type TestAdmin,
} from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

describe.each(testDatabases)('NGO approval by the super administrator on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const list = (query = '', access = admin.access) =>
    t.app.inject({ url: `/api/super-admin/ngos/${query}`, headers: bearer(access) });
  const act = (ngoId: number, action: 'approve' | 'suspend', payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/super-admin/ngos/${ngoId}/${action}/`, headers: bearer(admin.access), payload });

  it('lists registered NGOs newest first, and by status with ?status=', async () => {
    const older = await registerNgo(t.app, admin);
    const newer = await registerNgo(t.app, admin);
    const approved = await approvedNgo(t.app, admin);

    const all = (await list()).json();
    for (const ngo of all) expect(adminNgoOverviewSchema.parse(ngo)).toEqual(ngo);
    const ids = all.map((ngo: { id: number }) => ngo.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(new Date(all[0].created).toISOString()).toBe(all[0].created);

    const pending = (await list('?status=pending&_t=1')).json();
    expect(pending.every((ngo: { status: string }) => ngo.status === 'pending')).toBe(true);
    expect(pending.map((ngo: { id: number }) => ngo.id)).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(pending.map((ngo: { id: number }) => ngo.id)).not.toContain(approved.ngo_id);
    expect((await list('?status=approved')).json().map((ngo: { id: number }) => ngo.id)).toContain(approved.ngo_id);
    expect((await list('?status=deleted')).statusCode).toBe(400);
  });

  it('approving lets the NGO sign in; the answer is the updated NGO', async () => {
    const ngo = await registerNgo(t.app, admin);
    expect((await postLogin(t.app, 'ngo', ngo)).json()).toMatchObject({ code: 'ngo_pending' });
    const response = await act(ngo.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ngo.id, status: 'approved', contact_person_email: ngo.email });
    expect((await postLogin(t.app, 'ngo', ngo)).statusCode).toBe(200);
  });

  it('suspending ends the sessions of its users at once, and approving again re-activates it', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const second = await loginNgo(t.app, ngo); // another browser
    const response = await act(ngo.id, 'suspend', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'suspended' });

    // The access token is still within its 15 minutes, but the NGO is no longer approved.
    const me = await t.app.inject({ url: '/api/ngo/me/', headers: bearer(ngo.access) });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({ code: 'forbidden' });
    for (const refresh of [ngo.refresh, second.refresh]) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      expect(answer.json()).toMatchObject({ code: 'invalid_refresh_token' });
    }
    expect((await postLogin(t.app, 'ngo', ngo)).json()).toMatchObject({ code: 'ngo_suspended' });

    expect((await act(ngo.id, 'approve')).json()).toMatchObject({ status: 'approved' });
    const again = await loginNgo(t.app, ngo);
    expect((await t.app.inject({ url: '/api/ngo/me/', headers: bearer(again.access) })).statusCode).toBe(200);
  });

  it('accepts the POST with no body and with an empty JSON object', async () => {
    const ngo = await registerNgo(t.app, admin);
    expect((await act(ngo.id, 'approve')).statusCode).toBe(200);
    expect((await act(ngo.id, 'approve', {})).statusCode).toBe(200);
  });

  it('answers 404 ngo_not_found for an NGO that does not exist, and the same for an id that is not one', async () => {
    for (const action of ['approve', 'suspend'] as const) {
      const response = await act(987_654, action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ngo_not_found', error: 'NGO not found' });
      for (const id of ['abc', '0', '-1', '+1', '0x1', '00001', '%201', '1.5', '2147483648']) {
        const notAnId = await t.app.inject({ method: 'POST', url: `/api/super-admin/ngos/${id}/${action}/`, headers: bearer(admin.access) });
        expect(notAnId.statusCode).toBe(404);
        expect(notAnId.json()).toEqual(response.json());
      }
    }
  });

  it('is for super administrators only: 401 without a token, 403 with an NGO token', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const noToken = await t.app.inject({ url: '/api/super-admin/ngos/' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 'unauthenticated' });
    const asNgo = await list('', ngo.access);
    expect(asNgo.statusCode).toBe(403);
    expect(asNgo.json()).toMatchObject({ code: 'forbidden' });
    const approve = await t.app.inject({ method: 'POST', url: `/api/super-admin/ngos/${ngo.ngo_id}/suspend/`, headers: bearer(ngo.access) });
    expect(approve.statusCode).toBe(403);
  });

  it('documents every accounts call in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/ngo/register/',
        '/api/ngo/login/',
        '/api/super-admin/login/',
        '/api/token/refresh/',
        '/api/token/logout/',
        '/api/ngo/me/',
        '/api/super-admin/ngos/',
        '/api/super-admin/ngos/{id}/approve/',
        '/api/super-admin/ngos/{id}/suspend/',
      ]),
    );
    expect(paths['/api/ngo/login/'].post.tags).toEqual(['accounts']);
    expect(paths['/api/ngo/me/'].get.security).toEqual([{ bearer: ['ngo'] }]);
  });
});
