import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { SOCIAL_LINKS_MAX_PER_NGO } from '@/contract/limits';
import { socialLinkErrorCodes, socialLinkErrorKeys, type SocialLink, type SocialPlatform } from '@/contract/socialLinks';
import { socialLinks } from '@/server/db/schema';
import type { Database, Queries } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';
import { lockNgo } from '@/server/platform/lockNgo';

// Issue 15, point 2: the signed-in NGO's social links. Every query names the NGO, so another NGO's
// id is exactly an unknown one. Adding and changing lock the NGO's row first, so two racing calls
// see each other's link: the cap and the no-duplicate rule hold.

export type SocialLinkInput = { platform: SocialPlatform; url: string };

const columns = { id: socialLinks.id, platform: socialLinks.platform, url: socialLinks.url };

/** GET /api/portal/social-media/: the NGO's links, oldest first (the order it added them). */
export async function ngoSocialLinks(db: Queries, ngoId: number): Promise<SocialLink[]> {
  const rows = await db.select(columns).from(socialLinks).where(eq(socialLinks.ngoId, ngoId)).orderBy(asc(socialLinks.id));
  return rows.map(asSocialLink);
}

/** POST /api/portal/social-media/create/: 409 at the cap, or when the NGO already links this address. */
export async function createSocialLink(db: Database, ngoId: number, input: SocialLinkInput): Promise<SocialLink> {
  return db.transaction(async (tx) => {
    await lockNgo(tx, ngoId);
    const [count] = await tx.select({ count: sql<number>`count(*)::int` }).from(socialLinks).where(eq(socialLinks.ngoId, ngoId));
    if ((count?.count ?? 0) >= SOCIAL_LINKS_MAX_PER_NGO) throw socialLinkError(409, socialLinkErrorCodes.limitReached);
    await refuseDuplicate(tx, ngoId, input.url, null);
    const [created] = await tx.insert(socialLinks).values({ ngoId, platform: input.platform, url: input.url }).returning(columns);
    return asSocialLink(created!);
  });
}

/** PUT /api/portal/social-media/{id}/: platform and url replaced; 404 for an unknown or another NGO's id. */
export async function updateSocialLink(db: Database, ngoId: number, id: number, input: SocialLinkInput): Promise<SocialLink> {
  return db.transaction(async (tx) => {
    await lockNgo(tx, ngoId);
    await refuseDuplicate(tx, ngoId, input.url, id);
    const [updated] = await tx
      .update(socialLinks)
      .set({ platform: input.platform, url: input.url })
      .where(and(eq(socialLinks.id, id), eq(socialLinks.ngoId, ngoId)))
      .returning(columns);
    if (!updated) throw socialLinkNotFound();
    return asSocialLink(updated);
  });
}

/** DELETE /api/portal/social-media/{id}/. */
export async function deleteSocialLink(db: Queries, ngoId: number, id: number): Promise<void> {
  const deleted = await db.delete(socialLinks).where(and(eq(socialLinks.id, id), eq(socialLinks.ngoId, ngoId))).returning({ id: socialLinks.id });
  if (deleted.length === 0) throw socialLinkNotFound();
}

export function socialLinkNotFound(): AppError {
  return socialLinkError(404, socialLinkErrorCodes.notFound);
}

async function refuseDuplicate(tx: Queries, ngoId: number, url: string, exceptId: number | null): Promise<void> {
  const same = await tx
    .select({ id: socialLinks.id })
    .from(socialLinks)
    .where(and(eq(socialLinks.ngoId, ngoId), eq(socialLinks.url, url), exceptId === null ? undefined : ne(socialLinks.id, exceptId)))
    .limit(1);
  if (same.length > 0) throw socialLinkError(409, socialLinkErrorCodes.duplicate);
}

function socialLinkError(status: number, code: keyof typeof socialLinkErrorKeys): AppError {
  return new AppError(status, code, englishText(socialLinkErrorKeys[code], { max: SOCIAL_LINKS_MAX_PER_NGO }));
}

function asSocialLink(row: { id: number; platform: string; url: string }): SocialLink {
  return { id: row.id, platform: row.platform as SocialPlatform, url: row.url };
}
