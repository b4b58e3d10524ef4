import { http, HttpResponse } from 'msw';
import { platformErrorCodes } from '@/contract/errors';
import {
  ADMIN_MAIL_PAGE_SIZE,
  PASSWORD_RESETS_ADDRESS_WINDOW_MS,
  PASSWORD_RESETS_IP_WINDOW_MS,
  PASSWORD_RESETS_PER_ADDRESS,
  PASSWORD_RESETS_PER_IP,
  PASSWORD_RESET_TTL_MS,
  adminMailQuerySchema,
  mailErrorCodes,
  notificationPreferencesSchema,
  passwordResetConfirmSchema,
  passwordResetProblems,
  passwordResetRequestSchema,
  unsubscribeQuerySchema,
  type AdminMail,
  type AdminMailPage,
  type NotificationPreferences,
  type PasswordResetDone,
} from '@/contract/mail';
import { pathIdOf } from '@/contract/platform';
import en from '@/i18n/locales/en.json';
import { nextId, saveStore, store, type MockAccount, type MockMail, type MockVolunteer } from '@/mocks/store';
import { canonicalEmail, overLimit } from './accounts';
import { authenticate, authenticateUser, revokeUserTokens } from './auth';
import { errorResponse, readJson, schemaFailed, validationFailed } from './errorEnvelope';
import { isoInstant } from './events';
import { readQuery } from './query';

// Issue 18 on the mock store (contract/mail.ts): password reset by a link that works once for an
// hour, the e-mail preference of anyone signed in and its one-click unsubscribe link, and the
// administrator's outbox with Retry. Nothing is sent: a reset mail lands in `store.outbox` as sent,
// where the mock e2e reads its link.

/** The server's limit on one-click unsubscribes per IP (server/mail/routes.ts). */
const UNSUBSCRIBES_PER_MINUTE = 60;

export const mailHandlers = [
  http.post('/api/password-reset/', async ({ request }) => {
    // The server counts per IP address; the mock has one visitor.
    if (overLimit('password-reset', PASSWORD_RESETS_PER_IP, PASSWORD_RESETS_IP_WINDOW_MS)) {
      return errorResponse(429, platformErrorCodes.rateLimited, en.mail.api.rateLimited);
    }
    const parsed = passwordResetRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const email = canonicalEmail(parsed.data.email);
    const user = userByEmail(email);
    // Past the address's limit nothing more is sent; the answer stays the same, as it does for an unknown address.
    if (user && !overLimit(`password-reset:${email}`, PASSWORD_RESETS_PER_ADDRESS, PASSWORD_RESETS_ADDRESS_WINDOW_MS)) {
      sendResetLink(user, email);
    }
    saveStore();
    return HttpResponse.json({ message: en.mail.api.resetRequested });
  }),

  http.post('/api/password-reset/confirm/', async ({ request }) => {
    // Its own count, with the request's limit (server/mail/routes.ts).
    if (overLimit('password-reset-confirm', PASSWORD_RESETS_PER_IP, PASSWORD_RESETS_IP_WINDOW_MS)) {
      return errorResponse(429, platformErrorCodes.rateLimited, en.mail.api.rateLimited);
    }
    const parsed = passwordResetConfirmSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    // As the server: the password rules first, then the link.
    const problems = passwordResetProblems(parsed.data);
    if (problems.length > 0) return validationFailed(problems);
    const reset = store.password_resets.find((candidate) => candidate.token === parsed.data.token);
    const user = reset && !reset.used && reset.expires_at > Date.now() ? userById(reset.user_id) : undefined;
    // Unknown, used and expired links are one answer: the reader asks for a new one either way.
    if (!user) return errorResponse(400, mailErrorCodes.resetTokenInvalid, en.mail.api.resetTokenInvalid);

    user.password = parsed.data.password;
    // Every link of this user stops working, and their sessions end: whoever had them is out.
    for (const other of store.password_resets) if (other.user_id === user.id) other.used = true;
    revokeUserTokens(user.id);
    saveStore();
    const answer: PasswordResetDone = { message: en.mail.api.passwordChanged, user_type: 'user_type' in user ? user.user_type : 'volunteer' };
    return HttpResponse.json(answer);
  }),

  http.get('/api/account/notifications/', ({ request }) => {
    const user = authenticateUser(request);
    return HttpResponse.json(preferencesOf(user));
  }),

  http.put('/api/account/notifications/', async ({ request }) => {
    const user = authenticateUser(request);
    const parsed = notificationPreferencesSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    user.email_notifications = parsed.data.email_notifications;
    saveStore();
    return HttpResponse.json(preferencesOf(user));
  }),

  // RFC 8058: a mail program posts to the link as it is, without signing in; the body says nothing.
  http.post('/api/mail/unsubscribe/', ({ request }) => {
    if (overLimit('unsubscribe', UNSUBSCRIBES_PER_MINUTE, 60_000)) {
      return errorResponse(429, platformErrorCodes.rateLimited, en.mail.api.rateLimited);
    }
    const query = unsubscribeQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const known = store.unsubscribe_tokens.find((candidate) => candidate.token === query.data.token);
    const user = known && userById(known.user_id);
    if (!user) return errorResponse(400, mailErrorCodes.unsubscribeTokenInvalid, en.mail.api.unsubscribeTokenInvalid);
    user.email_notifications = false;
    saveStore();
    return HttpResponse.json(preferencesOf(user));
  }),

  http.get('/api/super-admin/mail/', ({ request }) => {
    authenticate(request, 'super_admin');
    const query = adminMailQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { status, page } = query.data;
    const mails = store.outbox
      .filter((mail) => mail.status === status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const start = (page - 1) * ADMIN_MAIL_PAGE_SIZE;
    const answer: AdminMailPage = { count: mails.length, results: mails.slice(start, start + ADMIN_MAIL_PAGE_SIZE).map(adminMailOf) };
    return HttpResponse.json(answer);
  }),

  http.post('/api/super-admin/mail/:id/retry/', ({ request, params }) => {
    authenticate(request, 'super_admin');
    const id = typeof params.id === 'string' ? pathIdOf(params.id) : null;
    const mail = store.outbox.find((candidate) => candidate.id === id);
    // Only an undelivered message is retried; any other id is one nobody can retry.
    if (!mail || mail.status !== 'failed') return errorResponse(404, mailErrorCodes.mailNotFound, en.mail.api.mailNotFound);
    mail.status = 'pending';
    mail.attempts = 0;
    mail.next_attempt_at = isoInstant(new Date());
    saveStore();
    return HttpResponse.json(adminMailOf(mail));
  }),
];

/** A password reset link's token: 32 random bytes, base64url without padding (mock only: kept as it is). */
export function newMailToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The message as the administrator reads it: never its link, which may reset a password. */
function adminMailOf({ user_id: _user, link: _link, ...mail }: MockMail): AdminMail {
  return mail;
}

/** A security message: it goes out whatever the user's preference (contract/mail.ts SECURITY_MAIL_KINDS). */
function sendResetLink(user: MockAccount | MockVolunteer, email: string): void {
  const token = newMailToken();
  const now = new Date();
  store.password_resets.push({ token, user_id: user.id, expires_at: now.getTime() + PASSWORD_RESET_TTL_MS, used: false });
  store.outbox.push({
    id: nextId(store.outbox),
    user_id: user.id,
    kind: 'password_reset',
    recipient: email,
    subject: 'Reset your password', // the template's subject (server/mail/)
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: isoInstant(now),
    next_attempt_at: null,
    sent_at: isoInstant(now),
    link: `#/reset-password?token=${token}`,
  });
}

/** One address is one user, whether NGO staff, administrator or volunteer. */
function userByEmail(email: string): MockAccount | MockVolunteer | undefined {
  return (
    store.accounts.find((account) => canonicalEmail(account.email) === email) ??
    store.volunteers.find((volunteer) => volunteer.email !== null && canonicalEmail(volunteer.email) === email)
  );
}

function userById(id: number): MockAccount | MockVolunteer | undefined {
  return store.accounts.find((account) => account.id === id) ?? store.volunteers.find((volunteer) => volunteer.id === id);
}

function preferencesOf(user: MockAccount | MockVolunteer): NotificationPreferences {
  return { email_notifications: user.email_notifications ?? true };
}
