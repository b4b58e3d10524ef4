import type { ParseKeys, TFunction } from 'i18next';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { profileFailureMessage } from '@/app/profileParts/profileFailure';

/** What a failed save of a link or contact shows: a message above the form and messages under its fields. */
export interface SaveFailure {
  message: string | null;
  fields: Record<string, string>;
}

interface SaveFailureWords {
  /** SPEC §8's service message, e.g. 'Failed to update contact'. */
  serviceKey: ParseKeys;
  /** The codes whose message the catalogues hold (contract socialLinkErrorKeys, contactErrorKeys). */
  codeKeys: Readonly<Record<string, ParseKeys>>;
  /** The rule messages the server may answer per field, in English (contract/*Problem keys). */
  fieldKeys: readonly ParseKeys[];
  /** The form's fields: a message for another field goes above the form. */
  formFields: readonly string[];
  values?: Record<string, number>;
}

/**
 * A known code in the reader's language (409 duplicate or limit); a 400's field messages, which
 * the server words in English, translated back through the contract's rule keys and put under
 * their fields; anything else (no answer, a server failure) SPEC §8's message with the prefix rule.
 */
export function saveFailureOf(error: unknown, t: TFunction, words: SaveFailureWords): SaveFailure {
  const fallback = { message: profileFailureMessage(t, words.serviceKey), fields: {} };
  if (!(error instanceof ApiRequestError)) return fallback;
  const codeKey = words.codeKeys[error.code];
  if (codeKey) return { message: t(codeKey, words.values), fields: {} };
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    const text = messages.map((message) => translated(message, t, words.fieldKeys)).join(' ');
    if (words.formFields.includes(field)) fields[field] = text;
    else others.push(text);
  }
  if (Object.keys(fields).length === 0 && others.length === 0) return fallback;
  return { message: others.length > 0 ? others.join(' ') : null, fields };
}

function translated(message: string, t: TFunction, keys: readonly ParseKeys[]): string {
  const key = keys.find((candidate) => t(candidate, { lng: 'en' }) === message);
  return key ? t(key) : message;
}
