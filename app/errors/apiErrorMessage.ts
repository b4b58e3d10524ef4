import type { TFunction } from 'i18next';
import { accountErrorCodes } from '@/contract/accounts';
import { applicationErrorMessageKeys } from '@/contract/applications';
import { platformErrorCodes } from '@/contract/errors';
import { eventErrorCodes } from '@/contract/events';
import { MAX_IMAGE_PIXELS } from '@/contract/limits';
import { ratingErrorMessageKeys } from '@/contract/profile';
import { ApiRequestError, clientErrorCodes } from '@/queries/ApiRequestError';

/** Server and client codes whose text the catalogues hold, so the reader sees it in their language. */
const translatedCodes = {
  [clientErrorCodes.network]: 'errors.network',
  [clientErrorCodes.sessionExpired]: 'errors.accounts.sessionExpired',
  [accountErrorCodes.forbidden]: 'errors.accounts.forbidden',
  [accountErrorCodes.emailTaken]: 'errors.accounts.emailTaken',
  [platformErrorCodes.imageTooLarge]: 'errors.image.tooLarge',
  [platformErrorCodes.imageInvalid]: 'errors.image.invalid',
  [platformErrorCodes.internal]: 'errors.unexpected',
  [eventErrorCodes.notFound]: 'events.errors.codes.notFound',
  [eventErrorCodes.notEditable]: 'events.errors.codes.notEditable',
  [eventErrorCodes.notSubmittable]: 'events.errors.codes.notSubmittable',
  [eventErrorCodes.notDeletable]: 'events.errors.codes.notDeletable',
  [eventErrorCodes.notPending]: 'events.errors.codes.notPending',
  [eventErrorCodes.notApproved]: 'events.errors.codes.notApproved',
  ...applicationErrorMessageKeys,
  ...ratingErrorMessageKeys,
} as const;

/**
 * The message to show for a failed call (STYLE "Errors are values with a code"): the translation of
 * a known code, else the server's own text, else the screen's fallback (the spec's default message).
 */
export function apiErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const key = translatedCodes[error.code as keyof typeof translatedCodes];
  if (key) return t(key, { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
  return error.message || fallback;
}
