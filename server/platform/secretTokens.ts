import { createHash, randomBytes } from 'node:crypto';

// Tokens handed to one holder and kept only as their SHA-256: refresh tokens, the private calendar
// feed's address, password reset links. A stolen table gives none of them away.

/** 32 random bytes, base64url: for the holder only. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, in hex. */
export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
