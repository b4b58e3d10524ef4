import type { TFunction } from 'i18next';
import { accountErrorCodes, registrationFields, type RegistrationField } from '@/contract/accounts';
import { fieldMessagesSummary, platformErrorCodes } from '@/contract/errors';
import { ApiRequestError, clientErrorCodes } from '@/queries/ApiRequestError';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';

/** A registration form's fields as the server names them, and their labels in the reader's language. */
export interface RegistrationFormFields<Field extends string> {
  fields: readonly Field[];
  /** The field an e-mail already registered (email_taken) is about. */
  emailField: Field;
  label(field: Field, t: TFunction): string;
}

/** The NGO registration (SPEC §2); the volunteer registration (issue 17) passes its own. */
export const ngoRegistrationFields: RegistrationFormFields<RegistrationField> = {
  fields: [...registrationFields, 'organization_offerings'],
  emailField: 'contact_person_email',
  label: (field, t) => (field === 'organization_offerings' ? field : t(`register.fields.${field}`)),
};

/**
 * SPEC §8 "Registration failure": 'Registration failed. ' followed by the translation of a known
 * code, else the server's text, else its 'field: messages' joined by '; ', else 'Please check your
 * information and try again.'. No answer at all: the network message alone.
 */
export function registrationFailureMessage(
  error: unknown,
  t: TFunction,
  form: RegistrationFormFields<string> = ngoRegistrationFields,
): string {
  if (!(error instanceof ApiRequestError)) return t('register.failed') + t('register.failedDefault');
  if (error.code === clientErrorCodes.network) return t('errors.network');
  return t('register.failed') + failureDetail(error, t, form);
}

/**
 * The server's per-field messages, for showing under each field. An e-mail already registered marks
 * the e-mail field even when the answer names no field.
 */
export function registrationFieldErrors(error: unknown, t: TFunction): Partial<Record<RegistrationField, string>>;
export function registrationFieldErrors<Field extends string>(
  error: unknown,
  t: TFunction,
  form: RegistrationFormFields<Field>,
): Partial<Record<Field, string>>;
export function registrationFieldErrors(
  error: unknown,
  t: TFunction,
  form: RegistrationFormFields<string> = ngoRegistrationFields,
): Partial<Record<string, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    if (isFormField(form, field) && messages.length > 0) errors[field] = messages.join(', ');
  }
  if (error.code === accountErrorCodes.emailTaken) errors[form.emailField] = t('errors.accounts.emailTaken');
  return errors;
}

// ---------------------------------------------------------------------------------------------

function failureDetail<Field extends string>(error: ApiRequestError, t: TFunction, form: RegistrationFormFields<Field>): string {
  // The general rate-limit text speaks of sign-in attempts; registration has its own.
  if (error.code === platformErrorCodes.rateLimited) return t('register.rateLimited');
  // An answer outside the server's envelope carries only our own "status N" text: not worth showing.
  if (error.code !== clientErrorCodes.unexpectedResponse) {
    const message = apiErrorMessage(error, t, '');
    if (message.trim()) return message;
  }
  // A form field by its label in the reader's language; anything else by its wire name.
  const fieldName = (field: string) => (isFormField(form, field) ? form.label(field, t) : field);
  return fieldMessagesSummary(error.fields ?? {}, fieldName) || t('register.failedDefault');
}

function isFormField<Field extends string>(form: RegistrationFormFields<Field>, field: string): field is Field {
  return (form.fields as readonly string[]).includes(field);
}
