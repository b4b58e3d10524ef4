import { describe, expect, it } from 'vitest';
import { adminNgoSchema, ngoLoginResponseSchema } from '@/contract/accounts';
import { ngoStatisticsSchema } from '@/contract/admin';
import { apiErrorSchema } from '@/contract/errors';
import { GREEN_VALLEY, adminNgos, adminPost, adminToken, get, post } from './eventsTesting';

// The mock's NGO management calls answer like the server's (server/moderation/): the list, its paging
// and search, the counts per status, approval and suspension. The store goes back to the demo data
// after each test (app/test/setup.ts).

describe('NGO approval', () => {
  it('lists NGOs newest first, filtered by status', async () => {
    const all = await adminNgos();
    expect(all.map((ngo) => ngo.organization_name)).toEqual([
      'Harbour Light Foundation',
      'Paws of Savinja',
      'Green Valley Volunteers',
      'Celje Community Choir',
    ]);
    expect((await adminNgos('approved')).map((ngo) => ngo.id)).toEqual([3, 1]);
    expect((await adminNgos('suspended')).map((ngo) => ngo.id)).toEqual([4]);
  });

  it('suspends an NGO and approves it again', async () => {
    const suspended = adminNgoSchema.parse(await (await adminPost('super-admin/ngos/1/suspend/')).json());
    expect(suspended).toMatchObject({ id: 1, status: 'suspended' });
    expect((await adminNgos('suspended')).map((ngo) => ngo.id)).toEqual([1, 4]);

    const approved = adminNgoSchema.parse(await (await adminPost('super-admin/ngos/1/approve/')).json());
    expect(approved.status).toBe('approved');
    expect((await adminNgos('suspended')).map((ngo) => ngo.id)).toEqual([4]);
  });

  it('answers 404 ngo_not_found for an unknown NGO and for an id that is not one, as the server does', async () => {
    for (const path of ['super-admin/ngos/99/approve/', 'super-admin/ngos/99/suspend/', 'super-admin/ngos/abc/suspend/', 'super-admin/ngos/0/approve/']) {
      const response = await adminPost(path);

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'ngo_not_found', error: 'NGO not found' });
    }
  });

  it('refuses an NGO user with 403 and a stranger with 401', async () => {
    const login = ngoLoginResponseSchema.parse(await (await post('ngo/login/', GREEN_VALLEY)).json());

    expect((await get('super-admin/ngos/', login.access)).status).toBe(403);
    expect((await post('super-admin/ngos/2/approve/', {}, login.access)).status).toBe(403);
    expect((await post('super-admin/ngos/2/approve/', {})).status).toBe(401);
    expect((await adminNgos('pending')).map((ngo) => ngo.id)).toEqual([2]);
  });

  it('pages with limit and offset and searches as the server does, the total in X-Total-Count (issue 13)', async () => {
    const token = await adminToken();
    const listed = async (query: string) => {
      const response = await get(`super-admin/ngos/?${query}`, token);
      expect(response.status).toBe(200);
      return { ids: adminNgoSchema.array().parse(await response.json()).map((ngo) => ngo.id), total: Number(response.headers.get('x-total-count')) };
    };
    const all = await adminNgos();
    expect(await listed('limit=2')).toEqual({ ids: all.slice(0, 2).map((ngo) => ngo.id), total: all.length });
    expect(await listed('limit=2&offset=2')).toEqual({ ids: all.slice(2, 4).map((ngo) => ngo.id), total: all.length });
    expect(await listed('status=pending&limit=1')).toEqual({ ids: [2], total: 1 });
    expect((await listed('search=PAWS@')).ids).toEqual([3]);
    expect((await listed('search=kovač')).ids).toEqual([1]);
  });

  it('counts the NGOs per status, also of a search', async () => {
    const token = await adminToken();
    const counts = async (query: string) => ngoStatisticsSchema.parse(await (await get(`super-admin/ngos/statistics/${query}`, token)).json());
    expect(await counts('')).toEqual({ total: 4, counts: { pending: 1, approved: 2, suspended: 1 } });
    expect(await counts('?search=paws')).toEqual({ total: 1, counts: { pending: 0, approved: 1, suspended: 0 } });
  });

  it('refuses an unknown status filter with 400 validation_failed', async () => {
    const token = await adminToken();
    const response = await get('super-admin/ngos/?status=deleted', token);

    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('validation_failed');
  });
});
