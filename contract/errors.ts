import { z } from 'zod';
import { platformErrorCodes, type ApiError } from './apiError';

// The envelope's plain type, guard and codes are in contract/apiError.ts, so the browser reads
// errors without zod; they are re-exported here for the server and the mocks (issue 13).
export { isApiError, platformErrorCodes, type ApiError, type PlatformErrorCode } from './apiError';

/** The error envelope (contract/apiError.ts) as the server's routes declare it. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<ApiError>;

/** Each field's messages, as the envelope's `fields` carries them. */
export type FieldMessages = Record<string, string[]>;

/**
 * SPEC §8: 'field: messages' joined by '; ' (a field's messages joined by ', '). The server's and
 * the mocks' `error` text, and the registration screen's fallback, which names fields for the reader.
 */
export function fieldMessagesSummary(fields: FieldMessages, nameOf: (field: string) => string = (field) => field): string {
  return Object.entries(fields)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${nameOf(field)}: ${messages.join(', ')}`)
    .join('; ');
}

/** 400 `validation_failed` as the server and the mocks answer it: each field's messages, SPEC §8's summary as `error`. */
export function validationError(fields: FieldMessages): ApiError {
  return { error: fieldMessagesSummary(fields), code: platformErrorCodes.validation, fields };
}

/** A message catalogue (i18n/locales/*.json): nested objects of texts. */
export type Catalogue = { readonly [key: string]: unknown };

/**
 * The catalogue's text for an i18n key such as `validation.required`, with its `{{name}}`
 * placeholders filled from `values`. A `field` value is itself a key (a field's label) and is
 * looked up too; a placeholder without a value is left as it is. A missing key throws: every
 * message the server or the mocks send is in the catalogue.
 */
export function catalogueText(catalogue: Catalogue, key: string, values: RuleProblem['values'] = {}): string {
  const text = lookUp(catalogue, key);
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return name === 'field' ? lookUp(catalogue, String(value)) : String(value);
  });
}

/**
 * A schema issue's message as an answer carries it: a message that is an i18n key (the text rules
 * of contract/text.ts) in the catalogue's words, any other (zod's own) as it is.
 */
export function schemaIssueText(message: string, catalogue: Catalogue): string {
  return typeof lookUpOrUndefined(catalogue, message) === 'string' ? catalogueText(catalogue, message) : message;
}

/**
 * One broken rule as the contract's checks report it (registrationProblems, eventProblems,
 * rejectionProblems …): the field, the i18n key of its message and the values the message names.
 */
export type RuleProblem = { field: string; message: string; values?: Record<string, string | number | undefined> };

/** Each field's messages in the catalogue's words, in the order the rules reported them. */
export function problemMessages(problems: readonly RuleProblem[], catalogue: Catalogue): FieldMessages {
  const fields: FieldMessages = {};
  for (const problem of problems) addFieldMessage(fields, problem.field, catalogueText(catalogue, problem.message, problem.values));
  return fields;
}

/**
 * Adds a message to a field's list. Field names come from requests (`?constructor=`), so only the
 * object's own keys count: `constructor` is a field like any other, not Object's.
 */
export function addFieldMessage(fields: FieldMessages, field: string, message: string): void {
  if (Object.hasOwn(fields, field)) fields[field]!.push(message);
  else Object.defineProperty(fields, field, { value: [message], enumerable: true, writable: true, configurable: true });
}

function lookUp(catalogue: Catalogue, key: string): string {
  const text = lookUpOrUndefined(catalogue, key);
  if (text === undefined) throw new Error(`the catalogue has no text for ${key}`);
  return text;
}

/** Whether the catalogue holds a text under this key. */
export function hasCatalogueText(catalogue: Catalogue, key: string): boolean {
  return lookUpOrUndefined(catalogue, key) !== undefined;
}

function lookUpOrUndefined(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
