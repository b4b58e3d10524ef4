import { z } from 'zod';
import { accountErrorCodes } from './accounts';
import { contactSchema } from './contacts';
import { ngoProfileSchema } from './profile';
import { socialLinkSchema } from './socialLinks';

// Issue 15, point 5: the public NGO page, GET /api/public/ngos/{id}/, anonymous. Only an approved
// NGO answers; a pending or suspended one answers 404 ngo_not_found, like an unknown id. Its
// upcoming events are a separate, paged call: GET /api/public/events/?ngo={id}.

/** A contact as the public reads it: only the ones the NGO marked public, without that flag. */
export const publicContactSchema = contactSchema.omit({ is_public: true });
export type PublicContact = z.infer<typeof publicContactSchema>;

/**
 * What a volunteer reads about an organisation before applying: its texts, the links and contacts
 * it published, and the figures volunteers earned it. Not the contact person's bio (a person's
 * data, written for the NGO's own profile; docs/decisions/people-and-profiles.md).
 */
export const publicNgoSchema = ngoProfileSchema
  .pick({ name: true, about: true, history: true, volunteer_count: true, event_count: true, avg_rating: true, total_ratings: true })
  .extend({
    id: z.number().int(),
    social_links: z.array(socialLinkSchema),
    contacts: z.array(publicContactSchema),
  });
export type PublicNgo = z.infer<typeof publicNgoSchema>;

/**
 * Machine codes of the public NGO page: anything but an approved NGO (pending, suspended, unknown,
 * not an id) answers 404 with the accounts' `ngo_not_found`, the code the administrator's NGO calls use.
 */
export const publicNgoErrorCodes = { notFound: accountErrorCodes.ngoNotFound } as const;

/** The i18n key of each code's message, for the server, the mocks and the app. */
export const publicNgoErrorKeys = {
  [publicNgoErrorCodes.notFound]: 'publicNgo.errors.notFound',
} as const;

/** The public NGO page lists its upcoming events this many a page (GET /api/public/events/?ngo=&page_size=). */
export const PUBLIC_NGO_EVENTS_PAGE_SIZE = 6;
