import { describe, expect, it } from 'vitest';
import { contactListSchema, contactSchema, contactTypeChoicesSchema } from '@/contract/contacts';
import { CONTACTS_MAX_PER_NGO, SOCIAL_LINKS_MAX_PER_NGO } from '@/contract/limits';
import { SOCIAL_PLATFORM_CHOICES, socialLinkListSchema, socialLinkSchema } from '@/contract/socialLinks';
import en from '@/i18n/locales/en.json';
import { GREEN_VALLEY_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { PAWS, adminToken, get, headers, ngoToken, post, put, remove } from './eventsTesting';

// Issue 15, points 2 and 3 on the mock store: the ten social-media and contact calls answer as the
// server does (server/socialLinks/, server/contacts/), with the same rules and messages.

const PAWS_LINK = 3;
const PAWS_CONTACT = 3;

async function json(response: Promise<Response>, status: number): Promise<unknown> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return answer.json();
}

describe('social links on the mock store', () => {
  it("lists Green Valley's demo links and the five platform choices", async () => {
    const token = await ngoToken();
    expect(socialLinkListSchema.parse(await json(get('portal/social-media/', token), 200)).map((link) => link.platform)).toEqual(['facebook', 'instagram']);
    expect(await json(get('portal/social-media/choices/', token), 200)).toEqual({ data: { data: SOCIAL_PLATFORM_CHOICES } });
  });

  it('adds, changes and deletes a link, refusing an unsupported platform, a wrong site and a duplicate', async () => {
    const token = await ngoToken();
    expect(await json(post('portal/social-media/create/', { platform: 'myspace', url: 'https://myspace.com/gv' }, token), 400)).toMatchObject({
      code: 'validation_failed',
      fields: { platform: ['Only use supported platforms.'] },
    });
    expect(await json(post('portal/social-media/create/', { platform: 'youtube', url: 'https://vimeo.com/gv' }, token), 400)).toMatchObject({
      fields: { url: [en.socialLinks.validation.urlWrongPlatform] },
    });
    const link = socialLinkSchema.parse(await json(post('portal/social-media/create/', { platform: 'youtube', url: ' https://youtu.be/gv ' }, token), 201));
    expect(link).toEqual({ id: expect.any(Number), platform: 'youtube', url: 'https://youtu.be/gv' });
    expect(await json(post('portal/social-media/create/', { platform: 'youtube', url: 'https://youtu.be/gv' }, token), 409)).toEqual({
      code: 'social_link_duplicate',
      error: en.socialLinks.errors.duplicate,
    });
    expect(await json(put(`portal/social-media/${link.id}/`, { platform: 'linkedin', url: 'https://si.linkedin.com/company/gv' }, token), 200)).toEqual({
      id: link.id,
      platform: 'linkedin',
      url: 'https://si.linkedin.com/company/gv',
    });
    const deleted = await remove(`portal/social-media/${link.id}/`, token);
    expect(deleted.status).toBe(204);
    expect(store.social_links.map((each) => each.id)).not.toContain(link.id);
  });

  it(`keeps at most ${SOCIAL_LINKS_MAX_PER_NGO} links per NGO`, async () => {
    const token = await ngoToken();
    const own = store.social_links.filter((link) => link.ngo_id === GREEN_VALLEY_NGO_ID).length;
    for (let index = own; index < SOCIAL_LINKS_MAX_PER_NGO; index += 1) {
      store.social_links.push({ id: 100 + index, ngo_id: GREEN_VALLEY_NGO_ID, platform: 'tiktok', url: `https://tiktok.com/@gv${index}` });
    }
    expect(await json(post('portal/social-media/create/', { platform: 'tiktok', url: 'https://tiktok.com/@more' }, token), 409)).toMatchObject({
      code: 'social_links_limit_reached',
    });
  });

  it("answers another NGO's link 404 and lets only NGOs call", async () => {
    const token = await ngoToken();
    const notFound = { code: 'social_link_not_found', error: en.socialLinks.errors.notFound };
    expect(await json(put(`portal/social-media/${PAWS_LINK}/`, { platform: 'tiktok', url: 'https://tiktok.com/@mine' }, token), 404)).toEqual(notFound);
    expect(await json(remove(`portal/social-media/${PAWS_LINK}/`, token), 404)).toEqual(notFound);
    expect(await json(remove('portal/social-media/abc/', token), 404)).toEqual(notFound);
    expect(store.social_links.find((link) => link.id === PAWS_LINK)?.url).toBe('https://www.tiktok.com/@pawsofsavinja');
    expect((await get('portal/social-media/', await adminToken())).status).toBe(403);
    expect((await get('portal/social-media/')).status).toBe(401);
  });
});

describe('contacts on the mock store', () => {
  it("lists Green Valley's demo contacts and the types, in the reader's language", async () => {
    const token = await ngoToken();
    expect(contactListSchema.parse(await json(get('portal/contacts/', token), 200))).toEqual([
      { id: 1, name: 'Volunteer desk', contact_type: 'phone', contact_type_display: 'Phone', contact_info: '+38640123456', is_public: true },
      { id: 2, name: '', contact_type: 'email', contact_type_display: 'E-mail', contact_info: 'info@greenvalley.example.org', is_public: false },
    ]);
    const slovenian = await fetch('/api/portal/contacts/choices/', { headers: { ...headers(token), 'accept-language': 'sl' } });
    expect(contactTypeChoicesSchema.parse(await slovenian.json()).data.data.map((choice) => choice.display_name)).toEqual(['Telefon', 'E-pošta', 'Naslov', 'Drugo']);
  });

  it('adds a phone with each spec message on the way, stores it in E.164, changes and deletes it', async () => {
    const token = await ngoToken();
    const attempt = (contact_info: string) => json(post('portal/contacts/create/', { contact_type: 'phone', contact_info }, token), 400);
    expect(await attempt('+1 555')).toMatchObject({ fields: { contact_info: ['Phone number is too short. Please include country code and full number.'] } });
    expect(await attempt('2015550123')).toMatchObject({ fields: { contact_info: ['Please select a country code from the dropdown.'] } });
    expect(await attempt('+1 201 555 01')).toMatchObject({ fields: { contact_info: ['Please enter a valid phone number for the selected country.'] } });
    expect(await attempt('')).toMatchObject({ fields: { contact_info: ['Contact information is required'] } });
    const contact = contactSchema.parse(await json(post('portal/contacts/create/', { contact_type: 'phone', contact_info: '+1 (201) 555-0123' }, token), 201));
    expect(contact).toMatchObject({ name: '', contact_type: 'phone', contact_type_display: 'Phone', contact_info: '+12015550123' });

    const email = (contact_info: string) => json(put(`portal/contacts/${contact.id}/`, { contact_type: 'email', contact_info }, token), 400);
    expect(await email('info.gv.org')).toMatchObject({ fields: { contact_info: ['Email address must contain an @ symbol.'] } });
    expect(await email('info@gv')).toMatchObject({ fields: { contact_info: ['Email address must contain a domain (e.g., .com, .org).'] } });
    expect(await email('in fo@gv.org')).toMatchObject({ fields: { contact_info: ['Please enter a valid email address format.'] } });
    expect(await json(put(`portal/contacts/${contact.id}/`, { name: 'Desk', contact_type: 'email', contact_info: 'desk@gv.org' }, token), 200)).toEqual({
      id: contact.id,
      name: 'Desk',
      contact_type: 'email',
      contact_type_display: 'E-mail',
      contact_info: 'desk@gv.org',
      is_public: false,
    });
    expect((await remove(`portal/contacts/${contact.id}/`, token)).status).toBe(204);
    expect(store.contacts.map((each) => each.id)).not.toContain(contact.id);
  });

  it(`keeps at most ${CONTACTS_MAX_PER_NGO} contacts per NGO`, async () => {
    const token = await ngoToken(PAWS);
    for (let index = 1; index < CONTACTS_MAX_PER_NGO; index += 1) {
      store.contacts.push({ id: 100 + index, ngo_id: store.contacts.find((each) => each.id === PAWS_CONTACT)!.ngo_id, name: '', contact_type: 'other', contact_info: `Desk ${index}`, is_public: false });
    }
    expect(await json(post('portal/contacts/create/', { contact_type: 'other', contact_info: 'One more' }, token), 409)).toMatchObject({ code: 'contacts_limit_reached' });
  });

  it("answers another NGO's contact 404 and lets only NGOs call", async () => {
    const token = await ngoToken();
    const notFound = { code: 'contact_not_found', error: en.contacts.errors.notFound };
    expect(await json(put(`portal/contacts/${PAWS_CONTACT}/`, { contact_type: 'other', contact_info: 'mine' }, token), 404)).toEqual(notFound);
    expect(await json(remove(`portal/contacts/${PAWS_CONTACT}/`, token), 404)).toEqual(notFound);
    expect(JSON.stringify(await json(get('portal/contacts/', token), 200))).not.toContain('+38631555123');
    expect((await get('portal/contacts/', await adminToken())).status).toBe(403);
    expect((await post('portal/contacts/create/', { contact_type: 'other', contact_info: 'x' })).status).toBe(401);
  });
});
