import { http, HttpResponse } from 'msw';
import { pathIdOf } from '@/contract/platform';
import type { PublicNgo } from '@/contract/publicNgos';
import { accountErrorCodes } from '@/contract/signIn';
import en from '@/i18n/locales/en.json';
import { store } from '@/mocks/store';
import { readerLanguage } from './applications';
import { errorResponse } from './errorEnvelope';
import { profileFiguresOf } from './profile';
import { toContact, toSocialLink } from './profileLinks';

// Issue 15, point 5 on the mock store: the public NGO page, GET /api/public/ngos/{id}/, anonymous,
// as the server answers it (server/publicNgos/): approved NGOs only, the profile's figures by the
// same rules, every social link and only the contacts the NGO marked public.

export const publicNgoHandlers = [
  http.get('/api/public/ngos/:id/', ({ request, params }) => {
    const id = typeof params.id === 'string' ? pathIdOf(params.id) : null;
    const ngo = store.ngos.find((candidate) => candidate.id === id);
    // A pending or suspended NGO answers exactly as an unknown id.
    if (!ngo || ngo.status !== 'approved') {
      return errorResponse(404, accountErrorCodes.ngoNotFound, en.publicNgo.errors.notFound);
    }
    const language = readerLanguage(request);
    const { volunteer_count, event_count, avg_rating, total_ratings } = profileFiguresOf(ngo.id);
    return HttpResponse.json({
      id: ngo.id,
      name: ngo.organization_name,
      about: ngo.about,
      history: ngo.history,
      volunteer_count,
      event_count,
      avg_rating,
      total_ratings,
      social_links: store.social_links.filter((link) => link.ngo_id === ngo.id).map(toSocialLink),
      contacts: store.contacts
        .filter((contact) => contact.ngo_id === ngo.id && contact.is_public === true)
        .map((contact) => {
          const { is_public: _flag, ...shown } = toContact(contact, language);
          return shown;
        }),
    } satisfies PublicNgo);
  }),
];
