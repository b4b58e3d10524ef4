import { EMAIL_PATTERN, registrationFields, type Problem, type RegistrationField, type RegistrationForm } from './accounts';
import { MIN_PASSWORD_LENGTH } from './limits';
import { phoneProblem } from './phone';
import { textProblem } from './text';

// SPEC §5: the registration form's rules, apart from contract/accounts.ts because the phone rule
// carries libphonenumber's metadata (~29 KB gzipped) that only the registration page needs (issue 13).

/** SPEC §5: a website starts with http:// or https:// and contains a dot. */
const WEBSITE_PATTERN = /^https?:\/\/.*\./i;

/** SPEC §5 required fields, in the order they are checked. */
const SPEC_REQUIRED = [
  'organization_name',
  'contact_person_first_name',
  'contact_person_last_name',
  'contact_person_email',
  'password',
  'confirm_password',
] as const;
/** SPEC §2: inputs also marked required; checked after the spec's own rules (docs/decisions/accounts-and-sessions.md). */
const MARKED_REQUIRED = ['website', 'registration_number', 'operating_countries', 'contact_person_phone'] as const;

/**
 * SPEC §5: every registration rule, in the spec's order, then the fields §2 marks required and
 * the phone number's format, then characters no typed line holds. The browser shows these before sending; the server answers 400 with them.
 */
export function registrationProblems(form: RegistrationForm): Problem<RegistrationField>[] {
  const problems: Problem<RegistrationField>[] = [];
  const blank = (value: string) => value.trim() === '';
  const required = (field: (typeof registrationFields)[number]): Problem<RegistrationField> => ({
    field,
    message: 'validation.required',
    values: { field: `register.fields.${field}` },
  });

  for (const field of SPEC_REQUIRED) if (blank(form[field])) problems.push(required(field));
  if (!blank(form.password) && !blank(form.confirm_password) && form.password !== form.confirm_password) {
    problems.push({ field: 'confirm_password', message: 'validation.passwordsMismatch' });
  }
  if (!blank(form.password) && form.password.length < MIN_PASSWORD_LENGTH) {
    problems.push({ field: 'password', message: 'validation.passwordTooShort' });
  }
  if (!blank(form.contact_person_email) && !EMAIL_PATTERN.test(form.contact_person_email.trim())) {
    problems.push({ field: 'contact_person_email', message: 'validation.emailInvalid' });
  }
  if (!blank(form.website) && !WEBSITE_PATTERN.test(form.website.trim())) {
    problems.push({ field: 'website', message: 'validation.websiteInvalid' });
  }
  for (const field of MARKED_REQUIRED) if (blank(form[field])) problems.push(required(field));
  if (!blank(form.contact_person_phone)) {
    const phone = phoneProblem(form.contact_person_phone);
    if (phone) problems.push({ field: 'contact_person_phone', message: phone });
  }
  // Issue 12: every field is one line of typed text (the schema refuses the same on the server).
  for (const field of registrationFields) {
    const problem = textProblem(form[field], 'line');
    if (problem) problems.push({ field, message: problem });
  }
  return problems;
}

/** The same rules for the fields marked required in the UI (SPEC §2), for `required` marks. */
export function isRegistrationFieldRequired(field: RegistrationField): boolean {
  return (SPEC_REQUIRED as readonly string[]).includes(field) || (MARKED_REQUIRED as readonly string[]).includes(field);
}
