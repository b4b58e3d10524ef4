import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import {
  volunteerRegistrationFields,
  volunteerRegistrationProblems,
  volunteerRegistrationRequestOf,
  isVolunteerRegistrationFieldRequired,
  type VolunteerRegistrationForm,
} from './volunteerRegistration';
import { volunteerRegistrationSchema } from './volunteers';

const TODAY = new Date('2026-11-20T12:00:00Z');

function validForm(changes: Partial<VolunteerRegistrationForm> = {}): VolunteerRegistrationForm {
  return {
    full_name: 'Mia Zupan',
    email: 'mia@example.org',
    password: 'helping123',
    confirm_password: 'helping123',
    birthday: '',
    bio: '',
    ...changes,
  };
}

const problemsOf = (changes: Partial<VolunteerRegistrationForm>) => volunteerRegistrationProblems(validForm(changes), TODAY);

describe('volunteer registration rules (issue 17; SPEC §5 order and words)', () => {
  it('accepts a valid form, with or without the optional birthday and bio', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ birthday: '2001-04-17', bio: 'Likes trees.\nAnd rivers.' })).toEqual([]);
  });

  it('names every blank required field in order: full name, e-mail, password, confirmation', () => {
    const problems = problemsOf({ full_name: ' ', email: '', password: '', confirm_password: '\t' });

    expect(problems).toEqual(
      (['full_name', 'email', 'password', 'confirm_password'] as const).map((field) => ({
        field,
        message: 'validation.required',
        values: { field: `volunteerAuth.fields.${field}` },
      })),
    );
  });

  it('checks, after the required fields, that the passwords match, then their length, then the e-mail', () => {
    const problems = problemsOf({ email: 'mia@example', password: 'short', confirm_password: 'shorter' });

    expect(problems.map(({ field, message }) => [field, message])).toEqual([
      ['confirm_password', 'validation.passwordsMismatch'],
      ['password', 'validation.passwordTooShort'],
      ['email', 'validation.emailInvalid'],
    ]);
  });

  it('needs a password of at least 8 characters: 7 fail, 8 pass', () => {
    expect(problemsOf({ password: '1234567', confirm_password: '1234567' })).toHaveLength(1);
    expect(problemsOf({ password: '12345678', confirm_password: '12345678' })).toEqual([]);
  });

  it('refuses a birthday that is not a possible one, with the profile’s messages', () => {
    expect(problemsOf({ birthday: '2001-02-30' })).toEqual([{ field: 'birthday', message: 'volunteers.validation.birthdayInvalid' }]);
    expect(problemsOf({ birthday: '1899-12-31' })).toEqual([{ field: 'birthday', message: 'volunteers.validation.birthdayTooEarly' }]);
    expect(problemsOf({ birthday: '2026-11-23' })).toEqual([{ field: 'birthday', message: 'volunteers.validation.birthdayInFuture' }]);
  });

  it('refuses control characters anywhere and line breaks outside the bio (issue 12)', () => {
    expect(problemsOf({ full_name: 'Mia\nZupan', bio: 'One\nTwo' })).toEqual([{ field: 'full_name', message: 'validation.singleLine' }]);
    expect(problemsOf({ bio: 'bell\u0007' })).toEqual([{ field: 'bio', message: 'validation.controlCharacters' }]);
  });

  it('marks exactly the four sign-in fields required', () => {
    expect(volunteerRegistrationFields.filter(isVolunteerRegistrationFieldRequired)).toEqual(['full_name', 'email', 'password', 'confirm_password']);
  });

  it('sends what the server’s schema takes: trimmed text, no confirmation, no birthday as null', () => {
    const body = volunteerRegistrationRequestOf(validForm({ full_name: '  Mia Zupan ', email: ' mia@example.org ', bio: ' Runner. ' }));

    expect(body).toEqual({ full_name: 'Mia Zupan', email: 'mia@example.org', password: 'helping123', birthday: null, bio: 'Runner.' });
    expect(volunteerRegistrationSchema.safeParse(body).success).toBe(true);
  });
});

describe('volunteer registration messages in the English catalogue', () => {
  const english = i18next.createInstance();
  void english.init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });

  it('reads "Full name is required", as the NGO form reads its fields', () => {
    const [problem] = problemsOf({ full_name: '' });

    expect(english.t(problem!.message, { field: english.t(problem!.values!.field!) })).toBe('Full name is required');
  });

  it('has a label for every field', () => {
    for (const field of volunteerRegistrationFields) expect(english.exists(`volunteerAuth.fields.${field}`), field).toBe(true);
  });
});
