import { beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_LINKS_MAX_PER_NGO } from '@/contract/limits';
import { socialLinkListSchema, socialLinkSchema, socialPlatformChoicesSchema } from '@/contract/socialLinks';
import en from '@/i18n/locales/en.json';
import { socialLinks } from '@/server/db/schema';
import { adminAndTwoNgos, approvedNgo, callAs, signedInVolunteer, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

// Issue 15, point 2: SPEC §7's five social-media calls, the rules of contract/socialLinks.ts as a
// client meets them, and who may reach whose links.

const BASE = '/api/portal/social-media/';

describe.each(testDatabases)("the NGO's social links on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  let other: ApprovedNgo;
  beforeAll(async () => {
    ({ admin, ngo, other } = await adminAndTwoNgos(t.app));
  });

  const create = async (caller: ApprovedNgo, body: object) => {
    const response = await callAs(t.app, caller, 'POST', `${BASE}create/`, body);
    expect(response.statusCode, response.body).toBe(201);
    return socialLinkSchema.parse(response.json());
  };
  const list = async (caller: ApprovedNgo) => socialLinkListSchema.parse((await callAs(t.app, caller, 'GET', BASE)).json());

  it('answers the five platforms of SPEC §3 in data.data', async () => {
    const response = await callAs(t.app, ngo, 'GET', `${BASE}choices/`);
    expect(response.statusCode).toBe(200);
    expect(socialPlatformChoicesSchema.parse(response.json()).data.data).toEqual([
      { value: 'facebook', label: 'Facebook', display_name: 'Facebook' },
      { value: 'instagram', label: 'Instagram', display_name: 'Instagram' },
      { value: 'linkedin', label: 'LinkedIn', display_name: 'LinkedIn' },
      { value: 'tiktok', label: 'TikTok', display_name: 'TikTok' },
      { value: 'youtube', label: 'YouTube', display_name: 'YouTube' },
    ]);
  });

  it('adds, lists, changes and deletes a link; a platform may appear twice', async () => {
    const owner = await approvedNgo(t.app, admin);
    expect(await list(owner)).toEqual([]);
    const first = await create(owner, { platform: 'facebook', url: ' https://www.facebook.com/greenvalley ' });
    expect(first).toEqual({ id: expect.any(Number), platform: 'facebook', url: 'https://www.facebook.com/greenvalley' });
    const second = await create(owner, { platform: 'facebook', url: 'https://fb.com/greenvalley.youth' });
    expect(await list(owner)).toEqual([first, second]);

    const changed = await callAs(t.app, owner, 'PUT', `${BASE}${second.id}/`, { platform: 'youtube', url: 'https://youtu.be/greenvalley' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ id: second.id, platform: 'youtube', url: 'https://youtu.be/greenvalley' });
    // Its own url again is not a duplicate of itself.
    expect((await callAs(t.app, owner, 'PUT', `${BASE}${second.id}/`, { platform: 'youtube', url: 'https://youtu.be/greenvalley' })).statusCode).toBe(200);

    const deleted = await callAs(t.app, owner, 'DELETE', `${BASE}${first.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await list(owner)).toEqual([{ id: second.id, platform: 'youtube', url: 'https://youtu.be/greenvalley' }]);
    expect((await callAs(t.app, owner, 'DELETE', `${BASE}${first.id}/`)).statusCode).toBe(404);
  });

  it.each([
    [{ platform: 'myspace', url: 'https://myspace.com/gv' }, { platform: [en.socialLinks.validation.unsupportedPlatform] }],
    [{ platform: '', url: 'https://facebook.com/gv' }, { platform: [en.socialLinks.validation.platformRequired] }],
    [{ platform: 'facebook', url: '' }, { url: [en.socialLinks.validation.urlRequired] }],
    [{ platform: 'facebook', url: 'facebook.com/gv' }, { url: [en.socialLinks.validation.urlInvalid] }],
    [{ platform: 'facebook', url: 'javascript:alert(1)' }, { url: [en.socialLinks.validation.urlInvalid] }],
    [{ platform: 'instagram', url: 'https://tiktok.com/@gv' }, { url: [en.socialLinks.validation.urlWrongPlatform] }],
    [{ platform: 'linkedin', url: 'https://linkedin.com.evil.example/gv' }, { url: [en.socialLinks.validation.urlWrongPlatform] }],
  ])('refuses %j with each message', async (body, fields) => {
    for (const [method, url] of [['POST', `${BASE}create/`], ['PUT', `${BASE}${(await create(ngo, { platform: 'tiktok', url: `https://tiktok.com/@gv${Math.random()}` })).id}/`]] as const) {
      const response = await callAs(t.app, ngo, method, url, body);
      expect(response.statusCode, `${method} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(en.socialLinks.validation.unsupportedPlatform).toBe('Only use supported platforms.');
  });

  it('refuses the same url twice for one NGO, but another NGO may link it', async () => {
    const owner = await approvedNgo(t.app, admin);
    const kept = await create(owner, { platform: 'instagram', url: 'https://instagram.com/shared' });
    const again = await callAs(t.app, owner, 'POST', `${BASE}create/`, { platform: 'instagram', url: 'https://instagram.com/shared' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'social_link_duplicate', error: en.socialLinks.errors.duplicate });
    const other = await create(owner, { platform: 'instagram', url: 'https://instagram.com/other' });
    const onto = await callAs(t.app, owner, 'PUT', `${BASE}${other.id}/`, { platform: 'instagram', url: kept.url });
    expect(onto.json()).toMatchObject({ code: 'social_link_duplicate' });
    await create(await approvedNgo(t.app, admin), { platform: 'instagram', url: 'https://instagram.com/shared' });
  });

  it(`keeps at most ${SOCIAL_LINKS_MAX_PER_NGO} links per NGO`, async () => {
    const owner = await approvedNgo(t.app, admin);
    await t.app.db
      .insert(socialLinks)
      .values(Array.from({ length: SOCIAL_LINKS_MAX_PER_NGO }, (_, index) => ({ ngoId: owner.id, platform: 'youtube', url: `https://youtube.com/@gv${index}` })));
    const response = await callAs(t.app, owner, 'POST', `${BASE}create/`, { platform: 'youtube', url: 'https://youtube.com/@one-more' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'social_links_limit_reached', error: en.socialLinks.errors.limitReached.replace('{{max}}', String(SOCIAL_LINKS_MAX_PER_NGO)) });
    expect(await list(owner)).toHaveLength(SOCIAL_LINKS_MAX_PER_NGO);
  });

  it("answers another NGO's link 404 like an unknown one, and shows it nothing", async () => {
    const link = await create(ngo, { platform: 'linkedin', url: 'https://www.linkedin.com/company/private-ngo' });
    const good = { platform: 'facebook', url: 'https://facebook.com/taken-over' };
    for (const [caller, id] of [[other, link.id], [ngo, 2_147_483_647], [ngo, 'abc']] as const) {
      for (const [method, payload] of [['PUT', good], ['DELETE', undefined]] as const) {
        const response = await callAs(t.app, caller, method, `${BASE}${id}/`, payload);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ code: 'social_link_not_found', error: en.socialLinks.errors.notFound });
      }
    }
    expect((await list(other)).map((each) => each.id)).not.toContain(link.id);
    expect(await list(ngo)).toContainEqual(link);
  });

  it('lets only NGOs call: a volunteer and the administrator 403, nobody signed in 401', async () => {
    const volunteer = await signedInVolunteer(t.app);
    const link = await create(ngo, { platform: 'tiktok', url: 'https://tiktok.com/@kept' });
    const calls = [
      ['GET', BASE],
      ['GET', `${BASE}choices/`],
      ['POST', `${BASE}create/`],
      ['PUT', `${BASE}${link.id}/`],
      ['DELETE', `${BASE}${link.id}/`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? { platform: 'tiktok', url: 'https://tiktok.com/@x' } : undefined;
      for (const [caller, status] of [[volunteer, 403], [admin, 403], [null, 401]] as const) {
        expect((await callAs(t.app, caller, method, url, payload)).statusCode, `${method} ${url} ${status}`).toBe(status);
      }
    }
    expect(await list(ngo)).toContainEqual(link);
  });
});
