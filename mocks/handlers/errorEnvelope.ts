import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { addFieldMessage, platformErrorCodes, problemMessages, schemaIssueText, validationError, type ApiError, type FieldMessages, type RuleProblem } from '@/contract/errors';
import en from '@/i18n/locales/en.json';

// The server's one error envelope `{ error, code, fields? }` (contract/errors.ts), for every mock handler.

export function errorResponse(status: number, code: string, error: string, fields?: ApiError['fields']) {
  const body: ApiError = fields ? { error, code, fields } : { error, code };
  return HttpResponse.json(body, { status });
}

/** Like the server: 400 `validation_failed` with every broken rule's English message per field (SPEC §8). */
export function validationFailed(problems: readonly RuleProblem[]) {
  return fieldsFailed(problemMessages(problems, en));
}

/** A body or query the contract's zod schema refuses; a whole-input problem is named `body`. */
export function schemaFailed(error: z.ZodError) {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : 'body';
    addFieldMessage(fields, name, schemaIssueText(issue.message, en));
  }
  return fieldsFailed(fields);
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

function fieldsFailed(fields: FieldMessages) {
  return HttpResponse.json(validationError(fields), { status: 400 });
}
