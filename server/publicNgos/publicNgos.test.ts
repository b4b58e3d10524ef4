import { beforeAll, describe, expect, it } from 'vitest';
import { contactSchema } from '@/contract/contacts';
import { ngoProfileSchema } from '@/contract/profile';
import { publicNgoSchema, type PublicNgo } from '@/contract/publicNgos';
import en from '@/i18n/locales/en.json';
import sl from '@/i18n/locales/sl.json';
import { approvedNgo, callAs, createAdmin, registerNgo, signedInVolunteer, suspendNgo, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { attendedEvent } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent } from '@/server/test/events';

// Issue 15, point 5: GET /api/public/ngos/{id}/, anonymous: what a volunteer reads about an
// organisation before applying, and nothing the NGO keeps to itself.

describe.each(testDatabases)('the public NGO page on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const page = (id: number | string, language?: string) => callAs(t.app, null, 'GET', `/api/public/ngos/${id}/`, undefined, language);
  const publicPage = async (id: number, language?: string): Promise<PublicNgo> => {
    const response = await page(id, language);
    expect(response.statusCode, response.body).toBe(200);
    return publicNgoSchema.parse(response.json());
  };
  const expectNotFound = async (id: number | string) => {
    const response = await page(id);
    expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
    expect(response.json()).toEqual({ code: 'ngo_not_found', error: en.publicNgo.errors.notFound });
  };
  const addContact = async (ngo: ApprovedNgo, body: object) => {
    const response = await callAs(t.app, ngo, 'POST', '/api/portal/contacts/create/', body);
    expect(response.statusCode, response.body).toBe(201);
    return contactSchema.parse(response.json());
  };
  const addLink = async (ngo: ApprovedNgo, platform: string, url: string) => {
    const response = await callAs(t.app, ngo, 'POST', '/api/portal/social-media/create/', { platform, url });
    expect(response.statusCode, response.body).toBe(201);
  };

  it("shows an approved NGO's texts, its figures as its profile counts them, every social link and only its public contacts", async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'River Friends' });
    const texts = { name: 'River Friends', about: 'We clean rivers.\nEvery spring.', history: 'Since 2001.', contact_person_bio: 'Ana, 34, lives by the river.' };
    expect((await callAs(t.app, ngo, 'PATCH', '/api/portal/profile/update/', texts)).statusCode).toBe(200);
    await addLink(ngo, 'instagram', 'https://instagram.com/riverfriends');
    await addLink(ngo, 'facebook', 'https://facebook.com/riverfriends');
    const desk = await addContact(ngo, { name: 'Volunteer desk', contact_type: 'phone', contact_info: '+386 40 123 456', is_public: true });
    await addContact(ngo, { name: 'Director, private line', contact_type: 'phone', contact_info: '+44 20 7946 0958' });
    await addContact(ngo, { contact_type: 'email', contact_info: 'hello@riverfriends.org', is_public: true });
    // One ended event with two attendees who rate it 4 and 5; a pending event counts nowhere.
    const done = await attendedEvent(t.app, admin, ngo, 2, 30);
    for (const [index, score] of [4, 5].entries()) {
      const rated = await callAs(t.app, done.volunteers[index]!, 'POST', `/api/volunteer/applications/${done.applicationIds[index]}/rating/`, { score });
      expect(rated.statusCode, rated.body).toBe(201);
    }
    await createEvent(t.app, ngo, { eventName: 'Waiting for review' });

    const shown = await publicPage(ngo.id);
    expect(shown).toEqual({
      id: ngo.id,
      name: 'River Friends',
      about: 'We clean rivers.\nEvery spring.',
      history: 'Since 2001.',
      volunteer_count: 2,
      event_count: 1,
      avg_rating: 4.5,
      total_ratings: 2,
      social_links: [
        { id: expect.any(Number), platform: 'instagram', url: 'https://instagram.com/riverfriends' },
        { id: expect.any(Number), platform: 'facebook', url: 'https://facebook.com/riverfriends' },
      ],
      contacts: [
        { id: desk.id, name: 'Volunteer desk', contact_type: 'phone', contact_type_display: 'Phone', contact_info: '+38640123456' },
        { id: expect.any(Number), name: '', contact_type: 'email', contact_type_display: 'E-mail', contact_info: 'hello@riverfriends.org' },
      ],
    });
    // The same figures the NGO reads on its profile; the contact person's bio (a person's data) stays there.
    const profile = ngoProfileSchema.parse((await callAs(t.app, ngo, 'GET', '/api/portal/profile/')).json());
    expect(shown).toMatchObject({ volunteer_count: profile.volunteer_count, event_count: profile.event_count, avg_rating: profile.avg_rating, total_ratings: profile.total_ratings });
    const body = (await page(ngo.id)).body;
    for (const hidden of ['contact_person_bio', 'Ana, 34', 'total_xp', 'is_public', 'Director', '7946']) expect(body, hidden).not.toContain(hidden);

    expect((await publicPage(ngo.id, 'sl-SI')).contacts.map((contact) => contact.contact_type_display)).toEqual([sl.contacts.types.phone, sl.contacts.types.email]);
  });

  it('shows a new NGO with empty texts, zero figures, no average and nothing to contact', async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'Fresh Start' });
    await addContact(ngo, { contact_type: 'email', contact_info: 'private@fresh.org' });
    expect(await publicPage(ngo.id)).toEqual({
      id: ngo.id,
      name: 'Fresh Start',
      about: '',
      history: '',
      volunteer_count: 0,
      event_count: 0,
      avg_rating: null,
      total_ratings: 0,
      social_links: [],
      contacts: [],
    });
  });

  it('follows the contact as the NGO marks it public or private', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const contact = await addContact(ngo, { name: 'Front desk', contact_type: 'other', contact_info: 'Signal: frontdesk' });
    const shownNames = async () => (await publicPage(ngo.id)).contacts.map((shown) => shown.name);
    expect(await shownNames()).toEqual([]);
    const put = (body: object) => callAs(t.app, ngo, 'PUT', `/api/portal/contacts/${contact.id}/`, { name: 'Front desk', contact_type: 'other', contact_info: 'Signal: frontdesk', ...body });
    expect((await put({ is_public: true })).statusCode).toBe(200);
    expect(await shownNames()).toEqual(['Front desk']);
    // A client that leaves is_public out (SPEC §7 names three fields) keeps it public.
    expect((await put({ contact_info: 'Signal: desk' })).statusCode).toBe(200);
    expect((await publicPage(ngo.id)).contacts).toMatchObject([{ name: 'Front desk', contact_info: 'Signal: desk' }]);
    expect((await put({ is_public: false })).statusCode).toBe(200);
    expect(await shownNames()).toEqual([]);
  });

  it("never shows another NGO's links or contacts, public or private", async () => {
    const ngo = await approvedNgo(t.app, admin);
    const other = await approvedNgo(t.app, admin);
    await addLink(other, 'youtube', 'https://youtube.com/@theirs');
    await addContact(other, { name: 'Their private line', contact_type: 'phone', contact_info: '+12015550123' });
    await addContact(other, { name: 'Their public desk', contact_type: 'phone', contact_info: '+12015550124', is_public: true });
    expect(await publicPage(ngo.id)).toMatchObject({ social_links: [], contacts: [] });
    const theirs = await publicPage(other.id);
    expect(theirs.contacts.map((contact) => contact.name)).toEqual(['Their public desk']);
    expect(JSON.stringify(theirs)).not.toContain('private line');
  });

  it('answers 404 ngo_not_found for a pending, suspended or unknown NGO and an id that is not one, as for each other', async () => {
    const pending = await registerNgo(t.app, admin);
    await expectNotFound(pending.id);
    const suspended = await approvedNgo(t.app, admin);
    await addContact(suspended, { name: 'Desk', contact_type: 'other', contact_info: 'Room 4', is_public: true });
    expect((await publicPage(suspended.id)).contacts).toHaveLength(1);
    await suspendNgo(t.app, admin, suspended.id);
    await expectNotFound(suspended.id);
    for (const id of [2_147_483_647, 0, -1, '1.5', 'abc', '99999999999999999999']) await expectNotFound(id);
  });

  it('answers anyone: a volunteer, an NGO and the administrator read the same page as a visitor', async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'Open Doors' });
    const visitor = (await page(ngo.id)).json() as PublicNgo;
    for (const caller of [await signedInVolunteer(t.app), ngo, admin]) {
      const response = await callAs(t.app, caller, 'GET', `/api/public/ngos/${ngo.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(visitor);
    }
  });
});
