import { and, eq } from 'drizzle-orm';
import { publicNgoErrorCodes, publicNgoErrorKeys, type PublicNgo } from '@/contract/publicNgos';
import { publicContacts } from '@/server/contacts/service';
import { ngos } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';
import type { Language } from '@/server/platform/readerLanguage';
import { ngoFigureColumns, ngoFiguresOf } from '@/server/profile/service';
import { ngoSocialLinks } from '@/server/socialLinks/service';

// Issue 15, point 5: the public NGO page. The figures are the portal profile's (server/profile),
// the links and contacts the NGO's own lists (server/socialLinks, server/contacts), its upcoming
// events the paged GET /api/public/events/?ngo= (server/publicEvents).

/**
 * GET /api/public/ngos/{id}/: an approved NGO's texts and figures, all its social links and the
 * contacts it marked public, oldest first; contact_type_display in the reader's language. Not the
 * contact person's bio nor total_xp (contract/publicNgos.ts). Any other NGO is unknown: 404.
 */
export async function publicNgo(db: Queries, id: number, language: Language): Promise<PublicNgo> {
  const [row] = await db
    .select({ name: ngos.organizationName, about: ngos.about, history: ngos.history, ...ngoFigureColumns(id) })
    .from(ngos)
    .where(and(eq(ngos.id, id), eq(ngos.status, 'approved')));
  if (!row) throw publicNgoNotFound();
  const figures = ngoFiguresOf(row);
  return {
    id,
    name: row.name,
    about: row.about,
    history: row.history,
    volunteer_count: figures.volunteer_count,
    event_count: figures.event_count,
    avg_rating: figures.avg_rating,
    total_ratings: figures.total_ratings,
    social_links: await ngoSocialLinks(db, id),
    contacts: await publicContacts(db, id, language),
  };
}

/** 404 `ngo_not_found`: a pending, suspended or unknown NGO, or an id that is not one. */
export function publicNgoNotFound(): AppError {
  return new AppError(404, publicNgoErrorCodes.notFound, englishText(publicNgoErrorKeys[publicNgoErrorCodes.notFound]));
}
