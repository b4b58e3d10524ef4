import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_MAIL_PAGE_SIZE,
  mailErrorCodes,
  PASSWORD_RESET_TTL_MS,
  PASSWORD_RESETS_ADDRESS_WINDOW_MS,
  PASSWORD_RESETS_PER_ADDRESS,
  passwordResetProblems,
  type AdminMail,
  type AdminMailPage,
  type AdminMailQuery,
  type MailKind,
  type PasswordResetConfirm,
  type PasswordResetDone,
} from '@/contract/mail';
import type { UserType } from '@/contract/accounts';
import { canonicalEmail, userByEmail } from '@/server/accounts/service';
import { revokeUserSessions } from '@/server/accounts/sessions';
import { mailOutbox, passwordResets, users } from '@/server/db/schema';
import { newSecretToken, secretTokenHash } from '@/server/platform/secretTokens';
import { hashPassword } from '@/server/platform/auth';
import type { Database } from '@/server/platform/db';
import { AppError, englishText, validationFailed } from '@/server/platform/errors';
import { knownLanguage, queueMail, userOfUnsubscribeToken, userRecipients } from './outbox';
import { renderMail, type MailData } from './templates';

// Issue 18, points 3 and 4: password reset, e-mail preferences and the administrator's view of the
// outbox.

/**
 * POST /api/password-reset/: for a known address, a new single-use token and its mail, queued
 * together; at most PASSWORD_RESETS_PER_ADDRESS an hour per account. The caller answers the same
 * whatever happens here, so the answer never tells whether the address has an account.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const user = await userByEmail(db, canonicalEmail(email));
  if (!user) return;
  await db.transaction(async (tx) => {
    // The user's row is locked, so racing requests count each other's tokens.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [recent] = await tx
      .select({ count: count() })
      .from(passwordResets)
      .where(
        and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, sql`now() - make_interval(secs => ${PASSWORD_RESETS_ADDRESS_WINDOW_MS / 1000})`)),
      );
    if ((recent?.count ?? 0) >= PASSWORD_RESETS_PER_ADDRESS) return;
    const token = newSecretToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: secretTokenHash(token),
      expiresAt: sql`now() + make_interval(secs => ${PASSWORD_RESET_TTL_MS / 1000})`,
    });
    await queueMail(tx, 'password_reset', await userRecipients(tx, [user.id]), { token });
  });
}

/**
 * POST /api/password-reset/confirm/: the registration's password rules (400 validation_failed),
 * then a token that is known, unused and not expired (else 400 reset_token_invalid). The new
 * password, the token used up with every other open one of the user, and every refresh token of
 * the user revoked, in one transaction.
 */
export async function confirmPasswordReset(db: Database, form: PasswordResetConfirm): Promise<PasswordResetDone> {
  const problems = passwordResetProblems(form);
  if (problems.length > 0) throw validationFailed(problems);
  const passwordHash = await hashPassword(form.password);
  const userType = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, secretTokenHash(form.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)).returning({ type: users.userType });
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, used.userId);
    return user?.type ?? null;
  });
  if (!userType) throw new AppError(400, mailErrorCodes.resetTokenInvalid, englishText('mail.api.resetTokenInvalid'));
  return { message: englishText('mail.api.passwordChanged'), user_type: userType as UserType };
}

/** GET /api/account/notifications/. */
export async function notificationPreferences(db: Database, userId: number) {
  const [row] = await db.select({ email_notifications: users.emailNotifications }).from(users).where(eq(users.id, userId));
  return { email_notifications: row?.email_notifications ?? true };
}

/** PUT /api/account/notifications/. */
export async function setNotificationPreferences(db: Database, userId: number, emailNotifications: boolean) {
  await db.update(users).set({ emailNotifications }).where(eq(users.id, userId));
  return { email_notifications: emailNotifications };
}

/** POST /api/mail/unsubscribe/: the token's user gets no more e-mail but security mail. */
export async function unsubscribe(db: Database, secret: string, token: string) {
  const userId = userOfUnsubscribeToken(secret, token);
  const [row] = userId === null ? [] : await db.update(users).set({ emailNotifications: false }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!row) throw new AppError(400, mailErrorCodes.unsubscribeTokenInvalid, englishText('mail.api.unsubscribeTokenInvalid'));
  return { email_notifications: false };
}

/** GET /api/super-admin/mail/: one page of the outbox in one status, newest first. */
export async function adminMail(db: Database, { status, page }: AdminMailQuery): Promise<AdminMailPage> {
  const [counted] = await db.select({ count: count() }).from(mailOutbox).where(eq(mailOutbox.status, status));
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(ADMIN_MAIL_PAGE_SIZE)
    .offset((page - 1) * ADMIN_MAIL_PAGE_SIZE);
  return { count: counted?.count ?? 0, results: rows.map(adminMailOf) };
}

/** POST /api/super-admin/mail/{id}/retry/: a failed message goes back to the queue, its attempts from 0. */
export async function retryMail(db: Database, id: number): Promise<AdminMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (!row) throw mailNotFound();
  return adminMailOf(row);
}

export function mailNotFound(): AppError {
  return new AppError(404, mailErrorCodes.mailNotFound, englishText('mail.api.mailNotFound'));
}

function adminMailOf(row: typeof mailOutbox.$inferSelect): AdminMail {
  const kind = row.kind as MailKind;
  // The subject as the recipient reads it; the body is never shown (a reset link is a password).
  const { subject } = renderMail(kind, knownLanguage(row.language), row.data as MailData, { publicUrl: '' });
  return {
    id: row.id,
    kind,
    recipient: row.recipient,
    subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
