// How the app's forms (both registrations, the password reset) show the problems their rules find.

/** A broken rule as the contract's rules give it (registrationProblems, passwordResetProblems). */
interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** Each field shows one message: the first the rules found for it. */
export function firstProblemPerField<Problem extends FieldProblem>(problems: Problem[]): Partial<Record<Problem['field'], Problem>> {
  const fields: Partial<Record<Problem['field'], Problem>> = {};
  for (const problem of problems) fields[problem.field as Problem['field']] ??= problem;
  return fields;
}

/** Whether a form error is one of the rules' problems (and not another validator's message). */
export function isProblem<Problem extends FieldProblem>(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'field' in value && 'message' in value;
}

/** Puts the reader on the field to fix (its control carries the field's name). */
export function focusField(form: HTMLFormElement | null, field: string | undefined): void {
  if (!form || !field) return;
  const control = form.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}
