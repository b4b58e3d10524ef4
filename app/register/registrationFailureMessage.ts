import type { TFunction } from 'i18next';
import { accountErrorCodes, registrationFields, type RegistrationField } from '@/contract/accounts';
import { fieldMessagesSummary, platformErrorCodes } from '@/contract/errors';
import { ApiRequestError, clientErrorCodes } from '@/queries/ApiRequestError';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';

/**
 * SPEC §8 "Registration failure": 'Registration failed. ' followed by the translation of a known
 * code, else the server's text, else its 'field: messages' joined by '; ', else 'Please check your
 * information and try again.'. No answer at all: the network message alone.
 */
export function registrationFailureMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('register.failed') + t('register.failedDefault');
  if (error.code === clientErrorCodes.network) return t('errors.network');
  return t('register.failed') + failureDetail(error, t);
}

/**
 * The server's per-field messages, for showing under each field. An e-mail already registered marks
 * the e-mail field even when the answer names no field.
 */
export function registrationFieldErrors(error: unknown, t: TFunction): Partial<Record<RegistrationField, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    if (isRegistrationField(field) && messages.length > 0) errors[field] = messages.join(', ');
  }
  if (error.code === accountErrorCodes.emailTaken) errors.contact_person_email = t('errors.accounts.emailTaken');
  return errors;
}

// ---------------------------------------------------------------------------------------------

function failureDetail(error: ApiRequestError, t: TFunction): string {
  // The general rate-limit text speaks of sign-in attempts; registration has its own.
  if (error.code === platformErrorCodes.rateLimited) return t('register.rateLimited');
  // An answer outside the server's envelope carries only our own "status N" text: not worth showing.
  if (error.code !== clientErrorCodes.unexpectedResponse) {
    const message = apiErrorMessage(error, t, '');
    if (message.trim()) return message;
  }
  return fieldMessagesSummary(error.fields ?? {}, (field) => fieldName(field, t)) || t('register.failedDefault');
}

/** A registration field by its label in the reader's language; anything else by its wire name. */
function fieldName(field: string, t: TFunction): string {
  return isRegistrationField(field) && field !== 'organization_offerings' ? t(`register.fields.${field}`) : field;
}

function isRegistrationField(field: string): field is RegistrationField {
  return (registrationFields as readonly string[]).includes(field) || field === 'organization_offerings';
}
