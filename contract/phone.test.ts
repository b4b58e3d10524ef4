import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneProblem } from './phone';

// SPEC §5 phone rules (contact phone; registration too): a valid international number, else the
// message for what is wrong. SPEC §9: minimum length 8.

describe('phoneProblem', () => {
  it.each(['+1 201 555 0123', '+1 (212) 736-5000', '+386 40 123 456', '+386 1 234 56 78', '  +38640123456  '])(
    'accepts the valid international number %j',
    (phone) => {
      expect(phoneProblem(phone)).toBeNull();
    },
  );

  it.each(['', '+1 555', '1234567', '  +38640  '])('calls %j too short: under 8 characters', (phone) => {
    expect(phoneProblem(phone)).toBe('validation.phoneTooShort');
  });

  it.each(['+386 40 12', '+1234567890', '+99912345678', '+3864012345678'])(
    'calls %j, starting with +, not valid for the selected country',
    (phone) => {
      expect(phoneProblem(phone)).toBe('validation.phoneInvalidForCountry');
    },
  );

  it.each(['040 123 456', '2015550123', '12345678', '00386 40 123 456'])(
    'asks for a country code when %j has no leading +',
    (phone) => {
      expect(phoneProblem(phone)).toBe('validation.phoneNoCountryCode');
    },
  );
});

describe('normalizePhone', () => {
  it.each([
    ['+1 (201) 555-0123', '+12015550123'],
    ['+386 40 123 456', '+38640123456'],
    [' +386 1 234 56 78 ', '+38612345678'],
  ])('stores %j in E.164 as %j', (phone, e164) => {
    expect(normalizePhone(phone)).toBe(e164);
  });

  it.each(['', '+386 40 12', '040 123 456'])('gives null for the invalid %j', (phone) => {
    expect(normalizePhone(phone)).toBeNull();
  });
});
