import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PHONE_MIN_LENGTH } from './limits';

export type PhoneProblemKey = 'validation.phoneTooShort' | 'validation.phoneInvalidForCountry' | 'validation.phoneNoCountryCode';

/**
 * SPEC §5 (contact, phone type; used for registration too, docs/decisions/people-and-profiles.md,
 * "Social links and contacts"): a valid international number. Under 8 characters: too short;
 * starting with +: not valid for the country; otherwise the country code is missing. Returns the
 * i18n key of the message, or null when the number is valid.
 */
export function phoneProblem(value: string): PhoneProblemKey | null {
  const phone = value.trim();
  if (phone.startsWith('+') && phone.length >= PHONE_MIN_LENGTH && isValidPhoneNumber(phone)) return null;
  if (phone.length < PHONE_MIN_LENGTH) return 'validation.phoneTooShort';
  if (phone.startsWith('+')) return 'validation.phoneInvalidForCountry';
  return 'validation.phoneNoCountryCode';
}

/** A valid number in E.164 (`+38640123456`), the form the server stores; null when not valid. */
export function normalizePhone(value: string): string | null {
  if (phoneProblem(value)) return null;
  return parsePhoneNumberFromString(value.trim())?.number ?? null;
}
