import { http, HttpResponse } from 'msw';
import { CONTACT_TYPES, contactErrorCodes, contactErrorKeys, contactRequestSchema, type Contact, type ContactType } from '@/contract/contacts';
import { catalogueText } from '@/contract/errors';
import { CONTACTS_MAX_PER_NGO, SOCIAL_LINKS_MAX_PER_NGO } from '@/contract/limits';
import { pathIdOf } from '@/contract/platform';
import { SOCIAL_PLATFORM_CHOICES, socialLinkErrorCodes, socialLinkErrorKeys, socialLinkRequestSchema, type SocialLink } from '@/contract/socialLinks';
import type { Language } from '@/i18n/languages';
import de from '@/i18n/locales/de.json';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import fr from '@/i18n/locales/fr.json';
import hu from '@/i18n/locales/hu.json';
import sl from '@/i18n/locales/sl.json';
import { nextId, saveStore, store, type MockContact, type MockSocialLink } from '@/mocks/store';
import { readerLanguage } from './applications';
import { authenticate } from './auth';
import { errorResponse, readJson, schemaFailed } from './errorEnvelope';

// Issue 15, points 2 and 3 on the mock store: SPEC §7's five social-media and five contact calls,
// answering as the server does (server/socialLinks/, server/contacts/): the rules of
// contract/socialLinks.ts and contract/contacts.ts, 201 / 200 / 204, the caps, and another NGO's
// id answering 404 like an unknown one.

const TYPE_NAMES: Record<Language, Record<ContactType, string>> = {
  en: en.contacts.types,
  sl: sl.contacts.types,
  es: es.contacts.types,
  fr: fr.contacts.types,
  de: de.contacts.types,
  hu: hu.contacts.types,
};

export const profileLinkHandlers = [
  http.get('/api/portal/social-media/', ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    return HttpResponse.json(store.social_links.filter((link) => link.ngo_id === ngo.id).map(toSocialLink));
  }),

  http.get('/api/portal/social-media/choices/', ({ request }) => {
    authenticate(request, 'ngo');
    return HttpResponse.json({ data: { data: SOCIAL_PLATFORM_CHOICES } });
  }),

  http.post('/api/portal/social-media/create/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const parsed = socialLinkRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const own = store.social_links.filter((link) => link.ngo_id === ngo.id);
    if (own.length >= SOCIAL_LINKS_MAX_PER_NGO) return socialLinkError(409, socialLinkErrorCodes.limitReached);
    if (own.some((link) => link.url === parsed.data.url)) return socialLinkError(409, socialLinkErrorCodes.duplicate);
    const link: MockSocialLink = { id: nextId(store.social_links), ngo_id: ngo.id, ...parsed.data };
    store.social_links.push(link);
    saveStore();
    return HttpResponse.json(toSocialLink(link), { status: 201 });
  }),

  http.put('/api/portal/social-media/:id/', async ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    // Like the server: the body is checked before the id is looked up.
    const parsed = socialLinkRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const link = ownRow(store.social_links, params.id, ngo.id);
    if (!link) return socialLinkError(404, socialLinkErrorCodes.notFound);
    const taken = store.social_links.some((other) => other.ngo_id === ngo.id && other.id !== link.id && other.url === parsed.data.url);
    if (taken) return socialLinkError(409, socialLinkErrorCodes.duplicate);
    Object.assign(link, parsed.data);
    saveStore();
    return HttpResponse.json(toSocialLink(link));
  }),

  http.delete('/api/portal/social-media/:id/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const link = ownRow(store.social_links, params.id, ngo.id);
    if (!link) return socialLinkError(404, socialLinkErrorCodes.notFound);
    store.social_links = store.social_links.filter((other) => other !== link);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('/api/portal/contacts/', ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const language = readerLanguage(request);
    return HttpResponse.json(store.contacts.filter((contact) => contact.ngo_id === ngo.id).map((contact) => toContact(contact, language)));
  }),

  http.get('/api/portal/contacts/choices/', ({ request }) => {
    authenticate(request, 'ngo');
    const names = TYPE_NAMES[readerLanguage(request)];
    return HttpResponse.json({ data: { data: CONTACT_TYPES.map((value) => ({ value, label: TYPE_NAMES.en[value], display_name: names[value] })) } });
  }),

  http.post('/api/portal/contacts/create/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const parsed = contactRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    if (store.contacts.filter((contact) => contact.ngo_id === ngo.id).length >= CONTACTS_MAX_PER_NGO) {
      return contactError(409, contactErrorCodes.limitReached);
    }
    const contact: MockContact = { id: nextId(store.contacts), ngo_id: ngo.id, ...parsed.data, is_public: parsed.data.is_public ?? false };
    store.contacts.push(contact);
    saveStore();
    return HttpResponse.json(toContact(contact, readerLanguage(request)), { status: 201 });
  }),

  http.put('/api/portal/contacts/:id/', async ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const parsed = contactRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const contact = ownRow(store.contacts, params.id, ngo.id);
    if (!contact) return contactError(404, contactErrorCodes.notFound);
    Object.assign(contact, { ...parsed.data, is_public: parsed.data.is_public ?? contact.is_public });
    saveStore();
    return HttpResponse.json(toContact(contact, readerLanguage(request)));
  }),

  http.delete('/api/portal/contacts/:id/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const contact = ownRow(store.contacts, params.id, ngo.id);
    if (!contact) return contactError(404, contactErrorCodes.notFound);
    store.contacts = store.contacts.filter((other) => other !== contact);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),
];

/** The NGO's own row the path names; another NGO's is exactly an unknown one. */
function ownRow<Row extends { id: number; ngo_id: number }>(rows: readonly Row[], id: unknown, ngoId: number): Row | undefined {
  const wanted = typeof id === 'string' ? pathIdOf(id) : null;
  return rows.find((row) => row.id === wanted && row.ngo_id === ngoId);
}

export function toSocialLink({ id, platform, url }: MockSocialLink): SocialLink {
  return { id, platform, url };
}

export function toContact({ id, name, contact_type, contact_info, is_public }: MockContact, language: Language): Contact {
  return { id, name, contact_type, contact_type_display: TYPE_NAMES[language][contact_type], contact_info, is_public: is_public === true }; // a store saved before the flag
}

function socialLinkError(status: number, code: keyof typeof socialLinkErrorKeys) {
  return errorResponse(status, code, catalogueText(en, socialLinkErrorKeys[code], { max: SOCIAL_LINKS_MAX_PER_NGO }));
}

function contactError(status: number, code: keyof typeof contactErrorKeys) {
  return errorResponse(status, code, catalogueText(en, contactErrorKeys[code], { max: CONTACTS_MAX_PER_NGO }));
}
