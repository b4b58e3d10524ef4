import {
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  type PasswordResetConfirm,
  type PasswordResetDone,
  type PasswordResetRequest,
} from '@/contract/mail';
import { api } from './client';

// Issue 18, point 3: a forgotten password is reset by a link the server e-mails (contract/mail.ts).
// Neither call needs a session; nothing is cached, each is one form's send.

/** POST /api/password-reset/: answers the same message whether or not the address has an account. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<string> {
  return passwordResetRequestedSchema.parse(await api.post('password-reset/', { json: request }).json()).message;
}

/** POST /api/password-reset/confirm/: the link's token and the new password; answers whose sign-in page to use. */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<PasswordResetDone> {
  return passwordResetDoneSchema.parse(await api.post('password-reset/confirm/', { json: body }).json());
}
