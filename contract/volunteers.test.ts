import { describe, expect, it } from 'vitest';
import { catalogueText } from './errors';
import en from '@/i18n/locales/en.json';
import { FULL_NAME_MAX_LENGTH, VOLUNTEER_BIO_MAX_LENGTH } from './limits';
import { birthdayProblem, latestBirthday, volunteerProfileUpdateSchema, volunteerRegistrationSchema } from './volunteers';

// Issue 14, point 1: what a volunteer's registration and profile accept.

const valid = { full_name: '  Maja Kovač ', email: ' Maja@Example.org ', password: 'volunteer-123' };

function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('volunteer registration', () => {
  it('takes a name, an e-mail and a password, trimmed, with no birthday and an empty bio by default', () => {
    expect(volunteerRegistrationSchema.parse(valid)).toEqual({
      full_name: 'Maja Kovač',
      email: 'Maja@Example.org',
      password: 'volunteer-123',
      birthday: null,
      bio: '',
    });
  });

  it('takes a birthday and a bio of several lines', () => {
    const parsed = volunteerRegistrationSchema.parse({ ...valid, birthday: '1990-05-17', bio: 'Hiker.\nFirst aid course.' });
    expect(parsed).toMatchObject({ birthday: '1990-05-17', bio: 'Hiker.\nFirst aid course.' });
  });

  it('refuses a blank name, a malformed e-mail and a short password, each with its message key', () => {
    const result = volunteerRegistrationSchema.safeParse({ full_name: '   ', email: 'maja@', password: 'short' });
    expect(messagesOf(result)).toEqual([
      'full_name: volunteers.validation.fullNameRequired',
      'email: validation.emailInvalid',
      'password: validation.passwordTooShort',
    ]);
  });

  it('refuses control characters in a name and line breaks in the e-mail', () => {
    const result = volunteerRegistrationSchema.safeParse({ ...valid, full_name: 'Maja\u0000', email: 'maja\n@example.org' });
    expect(messagesOf(result)).toEqual(['full_name: validation.controlCharacters', 'email: validation.singleLine']);
  });

  it('bounds the name and the bio', () => {
    expect(volunteerRegistrationSchema.safeParse({ ...valid, full_name: 'a'.repeat(FULL_NAME_MAX_LENGTH) }).success).toBe(true);
    expect(volunteerRegistrationSchema.safeParse({ ...valid, full_name: 'a'.repeat(FULL_NAME_MAX_LENGTH + 1) }).success).toBe(false);
    expect(volunteerRegistrationSchema.safeParse({ ...valid, bio: 'a'.repeat(VOLUNTEER_BIO_MAX_LENGTH + 1) }).success).toBe(false);
  });
});

describe('a birthday', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('is a real calendar day from 1900 to today', () => {
    expect(birthdayProblem('1900-01-01', now)).toBeNull();
    expect(birthdayProblem('2026-03-10', now)).toBeNull();
    expect(birthdayProblem('1899-12-31', now)).toBe('volunteers.validation.birthdayTooEarly');
    expect(birthdayProblem('2026-02-30', now)).toBe('volunteers.validation.birthdayInvalid');
    expect(birthdayProblem('10.3.1990', now)).toBe('volunteers.validation.birthdayInvalid');
  });

  it('is not in the future anywhere on Earth: today in UTC+14 is the latest', () => {
    expect(latestBirthday(new Date('2026-03-10T09:59:00Z'))).toBe('2026-03-10');
    expect(latestBirthday(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
    expect(birthdayProblem('2026-03-12', now)).toBe('volunteers.validation.birthdayInFuture');
    expect(birthdayProblem('2027-01-01', now)).toBe('volunteers.validation.birthdayInFuture');
  });

  it('is refused in the future by the registration schema', () => {
    const result = volunteerRegistrationSchema.safeParse({ ...valid, birthday: '2999-01-01' });
    expect(messagesOf(result)).toEqual(['birthday: volunteers.validation.birthdayInFuture']);
  });
});

describe('a profile update', () => {
  it('takes any of its fields, and null to clear the birthday or the image', () => {
    expect(volunteerProfileUpdateSchema.parse({})).toEqual({});
    expect(volunteerProfileUpdateSchema.parse({ bio: ' Runner ', birthday: null, profile_image: null })).toEqual({
      bio: 'Runner',
      birthday: null,
      profile_image: null,
    });
  });

  it('refuses total_xp and any other field it does not know', () => {
    expect(volunteerProfileUpdateSchema.safeParse({ total_xp: 1000 }).success).toBe(false);
    expect(volunteerProfileUpdateSchema.safeParse({ email: 'other@example.org' }).success).toBe(false);
  });
});

describe('the English catalogue', () => {
  it.each([
    'volunteers.validation.fullNameRequired',
    'volunteers.validation.birthdayInvalid',
    'volunteers.validation.birthdayTooEarly',
    'volunteers.validation.birthdayInFuture',
    'volunteers.server.registered',
    'volunteers.server.profileImageUnknown',
  ])('holds %s', (key) => {
    expect(catalogueText(en, key)).not.toBe('');
  });
});
