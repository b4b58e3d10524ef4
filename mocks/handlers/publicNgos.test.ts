import { describe, expect, it } from 'vitest';
import { publicEventPageSchema } from '@/contract/publicEvents';
import { publicNgoSchema } from '@/contract/publicNgos';
import en from '@/i18n/locales/en.json';
import { GREEN_VALLEY_NGO_ID, PAWS_OF_SAVINJA_NGO_ID, PENDING_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { get, ngoToken } from './eventsTesting';
import { profileOf } from './profile';

// Issue 15, point 5 on the mock store: the public NGO page answers as the server does
// (server/publicNgos/): anonymous, approved NGOs only, the profile's figures, every social link and
// only the public contacts; the public events' `ngo` filter.

async function json(response: Promise<Response>, status: number): Promise<unknown> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return answer.json();
}

describe('the public NGO page on the mock store', () => {
  it("answers Green Valley to anyone: its texts, the profile's figures, its links and only its public contact", async () => {
    const ngo = publicNgoSchema.parse(await json(get(`public/ngos/${GREEN_VALLEY_NGO_ID}/`), 200));
    const profile = profileOf(store.ngos.find((candidate) => candidate.id === GREEN_VALLEY_NGO_ID)!);
    expect(ngo).toEqual({
      id: GREEN_VALLEY_NGO_ID,
      name: 'Green Valley Volunteers',
      about: profile.about,
      history: profile.history,
      volunteer_count: profile.volunteer_count,
      event_count: profile.event_count,
      avg_rating: 4.5,
      total_ratings: 2,
      social_links: [
        { id: 1, platform: 'facebook', url: 'https://www.facebook.com/greenvalleyvolunteers' },
        { id: 2, platform: 'instagram', url: 'https://www.instagram.com/greenvalleyvolunteers/' },
      ],
      // The private e-mail is not there, and no contact says whether it is public.
      contacts: [{ id: 1, name: 'Volunteer desk', contact_type: 'phone', contact_type_display: 'Phone', contact_info: '+38640123456' }],
    });
    expect(JSON.stringify(ngo)).not.toContain('contact_person_bio');
  });

  it("names the contact types in the reader's language and follows a contact made public or private", async () => {
    store.contacts.find((contact) => contact.id === 2)!.is_public = true;
    store.contacts.find((contact) => contact.id === 1)!.is_public = false;
    const answer = await fetch(`/api/public/ngos/${GREEN_VALLEY_NGO_ID}/`, { headers: { 'accept-language': 'sl' } });
    expect(publicNgoSchema.parse(await answer.json()).contacts).toEqual([
      { id: 2, name: '', contact_type: 'email', contact_type_display: 'E-pošta', contact_info: 'info@greenvalley.example.org' },
    ]);
  });

  it('answers a pending, a suspended, an unknown and a malformed id alike: 404 ngo_not_found', async () => {
    const notFound = { code: 'ngo_not_found', error: en.publicNgo.errors.notFound };
    for (const id of [PENDING_NGO_ID, SUSPENDED_NGO_ID, 9999, 'abc', '0']) {
      expect(await json(get(`public/ngos/${id}/`), 404)).toEqual(notFound);
    }
  });

  it('reads the same for a signed-in NGO as for a visitor', async () => {
    const token = await ngoToken();
    expect(await json(get(`public/ngos/${PAWS_OF_SAVINJA_NGO_ID}/`, token), 200)).toEqual(await json(get(`public/ngos/${PAWS_OF_SAVINJA_NGO_ID}/`), 200));
  });
});

describe("the public events' ngo filter on the mock store", () => {
  it("lists only that NGO's public events, paged", async () => {
    const all = publicEventPageSchema.parse(await json(get('public/events/?page_size=100'), 200));
    const greenValley = publicEventPageSchema.parse(await json(get(`public/events/?ngo=${GREEN_VALLEY_NGO_ID}&page_size=100`), 200));
    const paws = publicEventPageSchema.parse(await json(get(`public/events/?ngo=${PAWS_OF_SAVINJA_NGO_ID}&page_size=100`), 200));
    expect(greenValley.count).toBeGreaterThan(0);
    expect(paws.count).toBeGreaterThan(0);
    expect(greenValley.results.every((event) => event.organized_by === GREEN_VALLEY_NGO_ID)).toBe(true);
    expect(paws.results.every((event) => event.organized_by === PAWS_OF_SAVINJA_NGO_ID)).toBe(true);
    expect(greenValley.count + paws.count).toBe(all.count);

    const firstPage = publicEventPageSchema.parse(await json(get(`public/events/?ngo=${GREEN_VALLEY_NGO_ID}&page_size=1`), 200));
    expect(firstPage).toEqual({ count: greenValley.count, results: [greenValley.results[0]] });
    expect(await json(get(`public/events/?ngo=${SUSPENDED_NGO_ID}`), 200)).toEqual({ count: 0, results: [] });
    expect(await json(get('public/events/?ngo=abc'), 400)).toMatchObject({ code: 'validation_failed' });
  });
});
