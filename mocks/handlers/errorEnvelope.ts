import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { platformErrorCodes, type ApiError } from '@/contract/errors';
import en from '@/i18n/locales/en.json';

// The server's one error envelope `{ error, code, fields? }` (contract/errors.ts), for every mock handler.

export function errorResponse(status: number, code: string, error: string, fields?: ApiError['fields']) {
  const body: ApiError = fields ? { error, code, fields } : { error, code };
  return HttpResponse.json(body, { status });
}

/** Like the server: 400 `validation_failed`, messages per field, `error` as 'field: messages' joined by '; ' (SPEC §8). */
export function validationFailed(fields: Record<string, string[]>) {
  const summary = Object.entries(fields)
    .map(([name, messages]) => `${name}: ${messages.join(', ')}`)
    .join('; ');
  return errorResponse(400, platformErrorCodes.validation, summary, fields);
}

/** A body or query the contract's zod schema refuses; a whole-input problem is named `body`. */
export function schemaFailed(error: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'body';
    (fields[name] ??= []).push(issue.message);
  }
  return validationFailed(fields);
}

/** Reads a JSON body like the server: none is `undefined` (the schema names it), malformed JSON is 400 bad_request. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw errorResponse(400, platformErrorCodes.badRequest, 'Malformed JSON body'); // msw answers a thrown response
  }
}

/** The server's English words: `validation.required` → its en.json text, `{{name}}` filled from `values`. */
export function englishText(key: string, values: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
