import { z } from 'zod';
import { EMAIL_PATTERN, type ProblemMessageKey } from './accounts';
import { MIN_PASSWORD_LENGTH } from './limits';
import { textRule } from './textSchemas';

// Issue 18: notifications by e-mail and password reset. The rules and shapes both sides share; the
// server's outbox and templates are server/mail/, the pages app/passwordReset/ and app/notifications/.

/** Every message the portal sends. `security` ones go out even to someone who turned e-mail off. */
export const MAIL_KINDS = [
  'ngo_registration_received',
  'ngo_approved',
  'ngo_suspended',
  'event_approved',
  'event_rejected',
  'event_published',
  'applications_summary',
  'application_accepted',
  'application_waitlisted',
  'application_completed',
  'event_date_changed',
  'event_deleted',
  'admin_ngo_registered',
  'admin_event_waiting',
  'password_reset',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Issue 18, point 4: what no preference turns off. */
export const SECURITY_MAIL_KINDS: readonly MailKind[] = ['password_reset', 'ngo_suspended'];
export function isSecurityMail(kind: MailKind): boolean {
  return SECURITY_MAIL_KINDS.includes(kind);
}

/** Issue 18, point 3: a reset link works once, for an hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Per address: at most this many reset mails an hour; more requests are answered alike and send nothing. */
export const PASSWORD_RESETS_PER_ADDRESS = 3;
export const PASSWORD_RESETS_ADDRESS_WINDOW_MS = 60 * 60 * 1000;
/** Per IP: more requests than this in the window are refused with 429. */
export const PASSWORD_RESETS_PER_IP = 10;
export const PASSWORD_RESETS_IP_WINDOW_MS = 15 * 60 * 1000;

/** Issue 18, point 2: at most one summary of new applications per event in this time. */
export const APPLICATION_SUMMARY_INTERVAL_MS = 60 * 60 * 1000;

/** The outbox's retries: the delay doubles from the first, up to the cap; failed after the last attempt. */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_FIRST_RETRY_MS = 30_000;
export const MAIL_MAX_RETRY_MS = 60 * 60 * 1000;

/** How long after attempt `attempts` (1 = the first failed) the next one is made. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(MAIL_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAIL_MAX_RETRY_MS);
}

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1).max(254).superRefine(textRule('line')),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Always the same, whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const passwordResetFields = ['password', 'confirm_password'] as const;
export type PasswordResetField = (typeof passwordResetFields)[number];

export const passwordResetConfirmSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: z.string().max(200).superRefine(textRule('line')),
  confirm_password: z.string().max(200).superRefine(textRule('line')),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** Which sign-in page the new password is for: the SPA links to it. */
export const passwordResetDoneSchema = z.object({
  message: z.string(),
  user_type: z.enum(['ngo', 'super_admin', 'volunteer']),
});
export type PasswordResetDone = z.infer<typeof passwordResetDoneSchema>;

export interface PasswordResetProblem {
  field: PasswordResetField;
  message: ProblemMessageKey;
  values?: { field: `passwordReset.fields.${PasswordResetField}` };
}

/** The registration's password rules, in its order and words (SPEC §5): required, match, length. */
export function passwordResetProblems(form: Pick<PasswordResetConfirm, PasswordResetField>): PasswordResetProblem[] {
  const problems: PasswordResetProblem[] = [];
  for (const field of passwordResetFields) {
    if (form[field].trim() === '') problems.push({ field, message: 'validation.required', values: { field: `passwordReset.fields.${field}` } });
  }
  if (form.password.trim() !== '' && form.confirm_password.trim() !== '' && form.password !== form.confirm_password) {
    problems.push({ field: 'confirm_password', message: 'validation.passwordsMismatch' });
  }
  if (form.password.trim() !== '' && form.password.length < MIN_PASSWORD_LENGTH) {
    problems.push({ field: 'password', message: 'validation.passwordTooShort' });
  }
  return problems;
}

/** The e-mail address rule of the request form (SPEC §5 words). */
export function resetEmailProblem(email: string): 'validation.loginEmailRequired' | 'validation.emailInvalid' | null {
  if (email.trim() === '') return 'validation.loginEmailRequired';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'validation.emailInvalid';
}

export const mailErrorCodes = {
  resetTokenInvalid: 'reset_token_invalid',
  unsubscribeTokenInvalid: 'unsubscribe_token_invalid',
  mailNotFound: 'mail_not_found',
} as const;

/** A user's e-mail preference (their profile, and the unsubscribe link). */
export const notificationPreferencesSchema = z.object({ email_notifications: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The unsubscribe link's token, in the query (RFC 8058 posts to the header's address as it is). */
export const unsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ADMIN_MAIL_PAGE_SIZE = 20;

export const adminMailQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES).default('failed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

/** A message of the outbox as the administrator sees it (never its body: it may hold a reset link). */
export const adminMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailPageSchema = z.object({ count: z.number().int(), results: z.array(adminMailSchema) });
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;
