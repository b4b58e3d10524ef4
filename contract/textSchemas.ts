import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './limits';
import { textProblem, type TextKind } from './text';

// The rules of typed text (contract/text.ts, which the browser reads without zod) as zod checks,
// for the contract's schemas (issue 13).

/**
 * textProblem as a zod check: `z.string().trim().superRefine(textRule('line'))`. The issue's message
 * is the i18n key, which the server and the mocks answer in English (catalogueText) and the app
 * translates.
 */
export function textRule(kind: TextKind) {
  return (value: string, context: z.RefinementCtx) => {
    const problem = textProblem(value, kind);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };
}

/** One line of typed text of at most `max` characters. */
export const lineText = (max: number) => z.string().max(max).superRefine(textRule('line'));
/** Free text of at most `max` characters: line breaks and tabs are fine. */
export const freeText = (max: number) => z.string().max(max).superRefine(textRule('text'));

/** A list's search text as the list calls take it: one line, trimmed; blank means no search. */
export const searchQueryText = z
  .string()
  .max(SEARCH_MAX_LENGTH)
  .superRefine(textRule('line'))
  .optional()
  .transform((text) => text?.trim() || undefined);
