import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { contactEmailProblem, contactInfoProblem, contactRequestSchema, contactTypeProblem } from './contacts';

// Issue 15, point 3: SPEC §5 "Contact" with every message, through the one implementation the
// server, the screen and the mocks use.

describe('contact rules', () => {
  it('has the exact spec messages', () => {
    expect(en.contacts.validation).toMatchObject({
      infoRequired: 'Contact information is required',
      emailNoAt: 'Email address must contain an @ symbol.',
      emailNoDomain: 'Email address must contain a domain (e.g., .com, .org).',
      emailInvalid: 'Please enter a valid email address format.',
    });
    expect(en.validation).toMatchObject({
      phoneTooShort: 'Phone number is too short. Please include country code and full number.',
      phoneInvalidForCountry: 'Please enter a valid phone number for the selected country.',
      phoneNoCountryCode: 'Please select a country code from the dropdown.',
    });
  });

  it('requires a known type', () => {
    expect(contactTypeProblem('')).toBe('contacts.validation.typeRequired');
    expect(contactTypeProblem('fax')).toBe('contacts.validation.typeUnsupported');
    expect(contactTypeProblem('phone')).toBeNull();
  });

  it.each(['phone', 'email', 'address', 'other'])('requires information for a %s contact', (type) => {
    expect(contactInfoProblem(type, '')).toBe('contacts.validation.infoRequired');
    expect(contactInfoProblem(type, '  \t ')).toBe('contacts.validation.infoRequired');
  });

  it.each([
    ['+1 201 555 0123', '+12015550123'], // US
    ['+1 (212) 736-5000', '+12127365000'], // US, brackets and dashes
    ['+386 40 123 456', '+38640123456'], // SI mobile
    ['+386-1-234-56-78', '+38612345678'], // SI, dashes
    ['+49 30 901820', '+4930901820'], // DE, Berlin
    ['+49 1512 3456789', '+4915123456789'], // DE mobile
    ['+44 20 7946 0958', '+442079460958'], // GB, London
    ['  +44 7911 123456  ', '+447911123456'], // GB mobile, spaces around
  ])('stores the phone %j in E.164 as %j', (phone, e164) => {
    expect(contactInfoProblem('phone', phone)).toBeNull();
    expect(contactRequestSchema.parse({ contact_type: 'phone', contact_info: phone })).toEqual({ name: '', contact_type: 'phone', contact_info: e164 });
  });

  it.each([
    ['+1 555', 'validation.phoneTooShort'],
    ['+38640', 'validation.phoneTooShort'],
    ['+1 201 555 01', 'validation.phoneInvalidForCountry'],
    ['+386 40 12', 'validation.phoneInvalidForCountry'],
    ['+49 12', 'validation.phoneTooShort'],
    ['+44 20 7946 09581234', 'validation.phoneInvalidForCountry'],
    ['+1 abc def ghij', 'validation.phoneInvalidForCountry'],
    ['00386 40 123 456', 'validation.phoneNoCountryCode'], // a leading 00 is not the + the selector gives
    ['040 123 456', 'validation.phoneNoCountryCode'],
    ['(201) 555-0123', 'validation.phoneNoCountryCode'],
    ['call me maybe', 'validation.phoneNoCountryCode'],
  ])('refuses the phone %j with %s', (phone, key) => {
    expect(contactInfoProblem('phone', phone)).toBe(key);
  });

  it.each([
    ['info.greenvalley.org', 'contacts.validation.emailNoAt'],
    ['info@greenvalley', 'contacts.validation.emailNoDomain'],
    ['info@.org', 'contacts.validation.emailNoDomain'],
    ['info@greenvalley.', 'contacts.validation.emailNoDomain'],
    ['in fo@greenvalley.org', 'contacts.validation.emailInvalid'],
    ['@greenvalley.org', 'contacts.validation.emailInvalid'],
    ['info@@greenvalley.org', 'contacts.validation.emailInvalid'],
    ['info@green..valley.org', 'contacts.validation.emailInvalid'],
  ])('refuses the e-mail %j with %s', (email, key) => {
    expect(contactEmailProblem(email)).toBe(key);
  });

  it('accepts an e-mail and any free text of the other types, trimmed, with an optional name', () => {
    expect(contactEmailProblem('info@green-valley.org')).toBeNull();
    expect(contactRequestSchema.parse({ name: ' Ana ', contact_type: 'email', contact_info: ' info@mail.greenvalley.si ' })).toEqual({
      name: 'Ana',
      contact_type: 'email',
      contact_info: 'info@mail.greenvalley.si',
    });
    expect(contactRequestSchema.parse({ contact_type: 'address', contact_info: 'Trg 1, Ljubljana' })).toMatchObject({ contact_info: 'Trg 1, Ljubljana' });
    expect(contactRequestSchema.parse({ contact_type: 'other', contact_info: 'Signal: greenvalley' })).toMatchObject({ contact_type: 'other' });
  });

  it('names each broken field', () => {
    const result = contactRequestSchema.safeParse({ contact_type: 'fax', contact_info: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['contact_type', 'contacts.validation.typeUnsupported'],
      ['contact_info', 'contacts.validation.infoRequired'],
    ]);
  });
});
