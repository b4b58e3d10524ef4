import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { accountErrorCodes, REFRESH_TOKEN_TTL_SECONDS } from '@/contract/accounts';
import { ngos, refreshTokens, users } from '@/server/db/schema';
import { signAccessToken, type AccessTokenSubject } from '@/server/platform/auth';
import type { Database, Queries } from '@/server/platform/db';
import { AppError } from '@/server/platform/errors';
import { newSecretToken, secretTokenHash } from '@/server/platform/secretTokens';

// Sessions: a sign-in starts a family of opaque refresh tokens. Each refresh uses up the token it is
// given and hands out the next one of the family; a token presented again after use means it was
// copied, so the whole family is revoked (whoever holds the newest token is signed out too).

export type Tokens = { access: string; refresh: string };

/** A new sign-in: a new token family. The user's expired tokens are cleared out on the way. */
export async function startSession(db: Database, secret: string, user: AccessTokenSubject): Promise<Tokens> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, user.id), lt(refreshTokens.expiresAt, sql`now()`)));
  const refresh = await issueRefreshToken(db, user.id, randomUUID());
  return { access: await signAccessToken(secret, user), refresh };
}

/**
 * POST /api/token/refresh/: trades a refresh token for a new access token and the next refresh
 * token. Unknown, expired, used or revoked → 401 invalid_refresh_token; used or revoked also revokes
 * its family. An NGO user whose NGO is no longer approved is refused and signed out the same way.
 * Volunteers (issue 14) refresh like administrators: their account has no status to lose.
 */
export async function refreshSession(db: Database, secret: string, presented: string): Promise<Tokens> {
  const tokenHash = secretTokenHash(presented);
  const outcome = await db.transaction(async (tx) => {
    // Conditional: of two requests racing with one token, only one finds it unused.
    const [current] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (!current) {
      const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (known && (known.usedAt || known.revokedAt)) await revokeFamily(tx, known.familyId); // reuse
      return null;
    }
    const [user] = await tx
      .select({ id: users.id, type: users.userType, ngoId: users.ngoId, ngoStatus: ngos.status })
      .from(users)
      .leftJoin(ngos, eq(ngos.id, users.ngoId))
      .where(eq(users.id, current.userId));
    const allowed = user?.type === 'super_admin' || user?.type === 'volunteer' || (user?.type === 'ngo' && user.ngoStatus === 'approved');
    if (!user || !allowed) {
      await revokeFamily(tx, current.familyId);
      return null;
    }
    return { user, refresh: await issueRefreshToken(tx, user.id, current.familyId) };
  });
  // Thrown after the transaction, so the revocations above are kept.
  if (!outcome) throw new AppError(401, accountErrorCodes.invalidRefreshToken, 'Refresh token is invalid or expired');
  return { access: await signAccessToken(secret, outcome.user), refresh: outcome.refresh };
}

/** POST /api/token/logout/: revokes the token's whole family. Unknown tokens are ignored. */
export async function endSession(db: Database, presented: string): Promise<void> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, secretTokenHash(presented)));
  if (known) await revokeFamily(db, known.familyId);
}

/** Suspension: every session of the NGO's users ends (their access tokens are refused by requireNgo). */
export async function revokeNgoSessions(db: Queries, ngoId: number): Promise<void> {
  const ngoUsers = db.select({ id: users.id }).from(users).where(eq(users.ngoId, ngoId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(refreshTokens.userId, ngoUsers), isNull(refreshTokens.revokedAt)));
}

/** 32 random bytes for the holder; only their SHA-256 is stored. Expires REFRESH_TOKEN_TTL_SECONDS from now. */
async function issueRefreshToken(db: Queries, userId: number, familyId: string): Promise<string> {
  const token = newSecretToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: secretTokenHash(token),
    expiresAt: sql`now() + make_interval(secs => ${REFRESH_TOKEN_TTL_SECONDS})`,
  });
  return token;
}

/** Issue 18: a new password ends every session of the user. */
export async function revokeUserSessions(db: Queries, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function revokeFamily(db: Queries, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
