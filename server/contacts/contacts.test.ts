import { beforeAll, describe, expect, it } from 'vitest';
import { contactListSchema, contactSchema, contactTypeChoicesSchema } from '@/contract/contacts';
import { CONTACTS_MAX_PER_NGO } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import sl from '@/i18n/locales/sl.json';
import { contacts } from '@/server/db/schema';
import { adminAndTwoNgos, approvedNgo, callAs, signedInVolunteer, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

// Issue 15, point 3: SPEC §7's five contact calls, SPEC §5's contact rules with every message as a
// client meets them, the reader's language, and who may reach whose contacts.

const BASE = '/api/portal/contacts/';

describe.each(testDatabases)("the NGO's contacts on $name", (database) => {
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
    return contactSchema.parse(response.json());
  };
  const list = async (caller: ApprovedNgo, language?: string) => contactListSchema.parse((await callAs(t.app, caller, 'GET', BASE, undefined, language)).json());

  it('answers the contact types in data.data, display_name in the reader\'s language', async () => {
    const english = contactTypeChoicesSchema.parse((await callAs(t.app, ngo, 'GET', `${BASE}choices/`)).json());
    expect(english.data.data).toEqual([
      { value: 'phone', label: 'Phone', display_name: 'Phone' },
      { value: 'email', label: 'E-mail', display_name: 'E-mail' },
      { value: 'address', label: 'Address', display_name: 'Address' },
      { value: 'other', label: 'Other', display_name: 'Other' },
    ]);
    const slovenian = contactTypeChoicesSchema.parse((await callAs(t.app, ngo, 'GET', `${BASE}choices/`, undefined, 'sl-SI')).json());
    expect(slovenian.data.data[0]).toEqual({ value: 'phone', label: 'Phone', display_name: sl.contacts.types.phone });
  });

  it('adds a phone in E.164, lists, replaces and deletes contacts; the name is optional', async () => {
    const owner = await approvedNgo(t.app, admin);
    expect(await list(owner)).toEqual([]);
    const phone = await create(owner, { name: ' Front desk ', contact_type: 'phone', contact_info: '+1 (201) 555-0123' });
    expect(phone).toEqual({ id: expect.any(Number), name: 'Front desk', contact_type: 'phone', contact_type_display: 'Phone', contact_info: '+12015550123', is_public: false });
    const email = await create(owner, { contact_type: 'email', contact_info: 'info@greenvalley.org' });
    expect(email).toMatchObject({ name: '', contact_type_display: 'E-mail', contact_info: 'info@greenvalley.org' });
    expect(await list(owner)).toEqual([phone, email]);
    expect((await list(owner, 'sl'))[1]).toMatchObject({ contact_type_display: 'E-pošta' });

    const replaced = await callAs(t.app, owner, 'PUT', `${BASE}${phone.id}/`, { contact_type: 'phone', contact_info: '+386 40 123 456' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual({ id: phone.id, name: '', contact_type: 'phone', contact_type_display: 'Phone', contact_info: '+38640123456', is_public: false });
    const address = await callAs(t.app, owner, 'PUT', `${BASE}${email.id}/`, { name: 'Office', contact_type: 'address', contact_info: 'Trg 1, Ljubljana' });
    expect(address.json()).toMatchObject({ contact_type: 'address', contact_type_display: 'Address', contact_info: 'Trg 1, Ljubljana' });

    expect((await callAs(t.app, owner, 'DELETE', `${BASE}${phone.id}/`)).statusCode).toBe(204);
    expect((await list(owner)).map((contact) => contact.id)).toEqual([email.id]);
    expect((await callAs(t.app, owner, 'DELETE', `${BASE}${phone.id}/`)).statusCode).toBe(404);
  });

  it('keeps a contact private unless the NGO marks it public; an update that leaves is_public out keeps it', async () => {
    const owner = await approvedNgo(t.app, admin);
    const unmarked = await create(owner, { contact_type: 'other', contact_info: 'Room 4' });
    expect(unmarked.is_public).toBe(false);
    const marked = await create(owner, { name: 'Desk', contact_type: 'phone', contact_info: '+386 40 123 456', is_public: true });
    expect(marked).toMatchObject({ name: 'Desk', is_public: true });
    const put = async (id: number, body: object) => {
      const response = await callAs(t.app, owner, 'PUT', `${BASE}${id}/`, body);
      expect(response.statusCode, response.body).toBe(200);
      return contactSchema.parse(response.json());
    };
    // SPEC §7's PUT names name, contact_type and contact_info only: a client that sends just those keeps the flag.
    expect(await put(marked.id, { name: 'Front desk', contact_type: 'phone', contact_info: '+386 40 123 457' })).toMatchObject({ name: 'Front desk', is_public: true });
    expect(await put(marked.id, { name: 'Front desk', contact_type: 'phone', contact_info: '+386 40 123 457', is_public: false })).toMatchObject({ is_public: false });
    expect(await put(unmarked.id, { contact_type: 'other', contact_info: 'Room 4' })).toMatchObject({ is_public: false });
    expect(await put(unmarked.id, { contact_type: 'other', contact_info: 'Room 4', is_public: true })).toMatchObject({ is_public: true });
    expect((await list(owner)).map((contact) => [contact.id, contact.is_public])).toEqual([[unmarked.id, true], [marked.id, false]]);
    for (const is_public of ['yes', 1, null]) {
      const refused = await callAs(t.app, owner, 'POST', `${BASE}create/`, { contact_type: 'other', contact_info: 'x', is_public });
      expect(refused.statusCode, String(is_public)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', fields: { is_public: expect.any(Array) } });
    }
  });

  it.each([
    [{ contact_type: '', contact_info: 'x' }, { contact_type: ['Contact type is required'] }],
    [{ contact_type: 'fax', contact_info: 'x' }, { contact_type: [en.contacts.validation.typeUnsupported] }],
    [{ contact_type: 'other', contact_info: '  ' }, { contact_info: ['Contact information is required'] }],
    [{ contact_type: 'phone', contact_info: '' }, { contact_info: ['Contact information is required'] }],
    [{ contact_type: 'phone', contact_info: '+1 555' }, { contact_info: ['Phone number is too short. Please include country code and full number.'] }],
    [{ contact_type: 'phone', contact_info: '+386 40 12' }, { contact_info: ['Please enter a valid phone number for the selected country.'] }],
    [{ contact_type: 'phone', contact_info: '040 123 456' }, { contact_info: ['Please select a country code from the dropdown.'] }],
    [{ contact_type: 'email', contact_info: 'info.greenvalley.org' }, { contact_info: ['Email address must contain an @ symbol.'] }],
    [{ contact_type: 'email', contact_info: 'info@greenvalley' }, { contact_info: ['Email address must contain a domain (e.g., .com, .org).'] }],
    [{ contact_type: 'email', contact_info: 'in fo@greenvalley.org' }, { contact_info: ['Please enter a valid email address format.'] }],
  ])('refuses %j with the spec message', async (body, fields) => {
    const kept = await create(ngo, { contact_type: 'other', contact_info: 'Signal: greenvalley' });
    for (const [method, url] of [['POST', `${BASE}create/`], ['PUT', `${BASE}${kept.id}/`]] as const) {
      const response = await callAs(t.app, ngo, method, url, body);
      expect(response.statusCode, `${method} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(await list(ngo)).toContainEqual(kept);
  });

  it(`keeps at most ${CONTACTS_MAX_PER_NGO} contacts per NGO`, async () => {
    const owner = await approvedNgo(t.app, admin);
    await t.app.db
      .insert(contacts)
      .values(Array.from({ length: CONTACTS_MAX_PER_NGO }, (_, index) => ({ ngoId: owner.id, contactType: 'other', contactInfo: `Desk ${index}` })));
    const response = await callAs(t.app, owner, 'POST', `${BASE}create/`, { contact_type: 'other', contact_info: 'One more' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'contacts_limit_reached', error: en.contacts.errors.limitReached.replace('{{max}}', String(CONTACTS_MAX_PER_NGO)) });
  });

  it("answers another NGO's contact 404 like an unknown one, and shows it nothing", async () => {
    const contact = await create(ngo, { name: 'Director, private line', contact_type: 'phone', contact_info: '+44 20 7946 0958' });
    const good = { contact_type: 'other', contact_info: 'taken over' };
    for (const [caller, id] of [[other, contact.id], [ngo, 2_147_483_647], [ngo, 'abc']] as const) {
      for (const [method, payload] of [['PUT', good], ['DELETE', undefined]] as const) {
        const response = await callAs(t.app, caller, method, `${BASE}${id}/`, payload);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ code: 'contact_not_found', error: en.contacts.errors.notFound });
      }
    }
    expect(JSON.stringify(await list(other))).not.toContain('private line');
    expect(await list(ngo)).toContainEqual(contact);
  });

  it('lets only NGOs call: a volunteer and the administrator 403, nobody signed in 401', async () => {
    const volunteer = await signedInVolunteer(t.app);
    const contact = await create(ngo, { contact_type: 'email', contact_info: 'kept@greenvalley.org' });
    const calls = [['GET', BASE], ['GET', `${BASE}choices/`], ['POST', `${BASE}create/`], ['PUT', `${BASE}${contact.id}/`], ['DELETE', `${BASE}${contact.id}/`]] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? { contact_type: 'other', contact_info: 'x' } : undefined;
      for (const [caller, status] of [[volunteer, 403], [admin, 403], [null, 401]] as const) {
        expect((await callAs(t.app, caller, method, url, payload)).statusCode, `${method} ${url} ${status}`).toBe(status);
      }
    }
    expect(await list(ngo)).toContainEqual(contact);
  });
});
