import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { isSecurityMail, type MailKind } from '@/contract/mail';
import { mailOutbox, users } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { CATALOGUES, type Language } from '@/server/platform/readerLanguage';
import type { MailData } from './templates';

// Issue 18, point 1: a change queues its messages with queueMail on the transaction that makes the
// change, so they are committed with it or not at all; the worker (worker.ts) sends them.

/** Who a message goes to, as their account says now. */
export type Recipient = { userId: number; email: string; name: string; language: Language; emailNotifications: boolean };

const recipientColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  language: users.language,
  emailNotifications: users.emailNotifications,
};

/**
 * Queues one message of `kind` to each recipient, in their language. Someone who turned e-mail
 * off gets only security mail. `data` may depend on the recipient. Answers how many were queued.
 */
export async function queueMail(
  tx: Queries,
  kind: MailKind,
  recipients: readonly Recipient[],
  data: MailData | ((recipient: Recipient) => MailData),
): Promise<number> {
  const wanted = recipients.filter((recipient) => recipient.emailNotifications || isSecurityMail(kind));
  if (wanted.length === 0) return 0;
  await tx.insert(mailOutbox).values(
    wanted.map((recipient) => ({
      kind,
      userId: recipient.userId,
      recipient: recipient.email,
      language: recipient.language,
      data: { name: recipient.name, ...(typeof data === 'function' ? data(recipient) : data) },
    })),
  );
  return wanted.length;
}

/** The users of an NGO (one today). */
export async function ngoRecipients(tx: Queries, ngoId: number): Promise<Recipient[]> {
  return recipientsWhere(tx, and(eq(users.ngoId, ngoId), eq(users.userType, 'ngo')));
}

/** Every super administrator. */
export async function adminRecipients(tx: Queries): Promise<Recipient[]> {
  return recipientsWhere(tx, eq(users.userType, 'super_admin'));
}

export async function userRecipients(tx: Queries, userIds: readonly number[]): Promise<Recipient[]> {
  return userIds.length === 0 ? [] : recipientsWhere(tx, inArray(users.id, [...new Set(userIds)]));
}

async function recipientsWhere(tx: Queries, where: ReturnType<typeof and>): Promise<Recipient[]> {
  const rows = await tx.select(recipientColumns).from(users).where(where);
  return rows.map((row) => ({ ...row, language: knownLanguage(row.language) }));
}

/** A stored language the catalogues know, else English (SPEC §1 fallback). */
export function knownLanguage(language: string | null | undefined): Language {
  return language && Object.hasOwn(CATALOGUES, language) ? (language as Language) : 'en';
}

/**
 * Issue 18, point 4: the token of a user's unsubscribe link, `<user id>.<HMAC>`. It needs no
 * storage and never expires, as unsubscribe links in mail should not; it can only turn e-mail off.
 */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${unsubscribeSignature(secret, userId)}`;
}

/** The user a token is for, or null for a token this server did not make. */
export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(unsubscribeSignature(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

function unsubscribeSignature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}
