// Text a person typed (issue 12): what characters a field may hold, shared by the forms, the
// server's schemas and the mocks, so all three refuse the same input with the same message.
// Without zod (issue 13): the sign-in form checks its fields with these before zod is loaded;
// contract/textSchemas.ts makes zod checks of them for the schemas.

/**
 * Control characters no typed text holds: C0 but tab, line feed and carriage return, and DEL.
 * NUL among them is also what PostgreSQL cannot store in text at all.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A line break or a tab: fine in a description, not in a name, an e-mail address or a search. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** A field is one line of text (a name, an address, a search) or free text with line breaks (a description). */
export type TextKind = 'line' | 'text';

export type TextProblemKey = 'validation.controlCharacters' | 'validation.singleLine';

/**
 * What is wrong with the characters of a value (the i18n key of its message), or null. A line may
 * start or end with white space of any kind: it is trimmed where it is stored, and a value of only
 * white space is blank, which the field's own rules name.
 */
export function textProblem(value: string, kind: TextKind): TextProblemKey | null {
  if (CONTROL_CHARACTER.test(value)) return 'validation.controlCharacters';
  if (kind === 'line' && LINE_BREAK_OR_TAB.test(value.trim())) return 'validation.singleLine';
  return null;
}

/** Whether a zod issue's message is one of textProblem's keys, so a form can show it in its words. */
export function isTextProblemKey(message: string): message is TextProblemKey {
  return message === 'validation.controlCharacters' || message === 'validation.singleLine';
}

/**
 * Pasted text as one line: control characters and runs of white space become one space, trimmed.
 * What a search box sends, and what the event form's other rules read while a text is refused.
 */
export function oneLineOf(raw: string): string {
  // eslint-disable-next-line no-control-regex -- as above
  return raw.replace(/[\s\u0000-\u001F\u007F]+/g, ' ').trim();
}
