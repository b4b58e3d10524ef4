import { EMAIL_PATTERN, type ProblemMessageKey } from './accounts';
import { FULL_NAME_MAX_LENGTH, MIN_PASSWORD_LENGTH, VOLUNTEER_BIO_MAX_LENGTH } from './limits';
import { textProblem } from './text';
import { birthdayProblem, type BirthdayProblemKey, type VolunteerRegistrationRequest } from './volunteers';

// Issue 17: the volunteer registration form's rules, beside the NGO's (contract/registration.ts)
// and in its order and words (SPEC §5), in a module of their own so the volunteer's page does not
// load the NGO form's phone rules (libphonenumber's metadata).

/** The form's fields in the order they are shown and checked; confirm_password never leaves the browser. */
export const volunteerRegistrationFields = ['full_name', 'email', 'password', 'confirm_password', 'birthday', 'bio'] as const;
export type VolunteerRegistrationField = (typeof volunteerRegistrationFields)[number];

/** What the form holds: text as typed, the birthday as 'YYYY-MM-DD' or ''. */
export type VolunteerRegistrationForm = Record<VolunteerRegistrationField, string>;

/** One broken rule: the field, the i18n key of its message, and the field's label key for 'X is required'. */
export interface VolunteerRegistrationProblem {
  field: VolunteerRegistrationField;
  message: ProblemMessageKey | BirthdayProblemKey;
  values?: { field?: `volunteerAuth.fields.${VolunteerRegistrationField}` };
}

/** Required, in the order they are checked (the NGO form's: name, e-mail, password, confirmation). */
const REQUIRED = ['full_name', 'email', 'password', 'confirm_password'] as const;

/** The longest value each field takes (the server's schema refuses longer). */
export const VOLUNTEER_REGISTRATION_MAX_LENGTHS = {
  full_name: FULL_NAME_MAX_LENGTH,
  email: 254,
  password: 200,
  confirm_password: 200,
  bio: VOLUNTEER_BIO_MAX_LENGTH,
} as const;

/**
 * Every broken rule of the volunteer registration, in the NGO registration's order (SPEC §5):
 * the required fields, passwords match, password length, e-mail; then the optional birthday, then
 * characters no typed text holds. Empty when the form may be sent.
 */
export function volunteerRegistrationProblems(form: VolunteerRegistrationForm, now: Date = new Date()): VolunteerRegistrationProblem[] {
  const problems: VolunteerRegistrationProblem[] = [];
  const blank = (value: string) => value.trim() === '';

  for (const field of REQUIRED) {
    if (blank(form[field])) problems.push({ field, message: 'validation.required', values: { field: `volunteerAuth.fields.${field}` } });
  }
  if (!blank(form.password) && !blank(form.confirm_password) && form.password !== form.confirm_password) {
    problems.push({ field: 'confirm_password', message: 'validation.passwordsMismatch' });
  }
  if (!blank(form.password) && form.password.length < MIN_PASSWORD_LENGTH) {
    problems.push({ field: 'password', message: 'validation.passwordTooShort' });
  }
  if (!blank(form.email) && !EMAIL_PATTERN.test(form.email.trim())) {
    problems.push({ field: 'email', message: 'validation.emailInvalid' });
  }
  if (form.birthday !== '') {
    const birthday = birthdayProblem(form.birthday, now);
    if (birthday) problems.push({ field: 'birthday', message: birthday });
  }
  // Issue 12: names, addresses and passwords are one line; the bio may have line breaks.
  for (const field of volunteerRegistrationFields) {
    const problem = textProblem(form[field], field === 'bio' ? 'text' : 'line');
    if (problem) problems.push({ field, message: problem });
  }
  return problems;
}

/** Whether the form marks the field required. */
export function isVolunteerRegistrationFieldRequired(field: VolunteerRegistrationField): boolean {
  return (REQUIRED as readonly string[]).includes(field);
}

/** The body of POST /api/volunteer/register/: text trimmed (passwords as typed), no birthday as null. */
export function volunteerRegistrationRequestOf(form: VolunteerRegistrationForm): VolunteerRegistrationRequest {
  return {
    full_name: form.full_name.trim(),
    email: form.email.trim(),
    password: form.password,
    birthday: form.birthday === '' ? null : form.birthday,
    bio: form.bio.trim(),
  };
}
