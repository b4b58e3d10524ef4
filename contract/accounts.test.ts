import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import {
  registrationFields,
  registrationRequestSchema,
  type ProblemMessageKey,
  type RegistrationForm,
  type RegistrationRequest,
} from './accounts';
import { isRegistrationFieldRequired, registrationProblems } from './registration';

// SPEC §5: the registration rules, checked in the spec's order, each with its message key; the
// English catalogue holds the spec's exact words for each of them.

describe('registration rules (SPEC §5)', () => {
  it('reports every required field of an all-blank form, the spec’s six first, then the ones §2 marks required', () => {
    const problems = registrationProblems(form(blankForm()));

    expect(problems).toEqual([
      required('organization_name'),
      required('contact_person_first_name'),
      required('contact_person_last_name'),
      required('contact_person_email'),
      required('password'),
      required('confirm_password'),
      required('website'),
      required('registration_number'),
      required('operating_countries'),
      required('contact_person_phone'),
    ]);
  });

  it('counts a value of only spaces, tabs or line breaks as blank', () => {
    const problems = registrationProblems(form(validForm({ organization_name: '   ', contact_person_last_name: '\t\n ' })));

    expect(problems).toEqual([required('organization_name'), required('contact_person_last_name')]);
  });

  it('accepts a fully valid form', () => {
    expect(registrationProblems(form(validForm()))).toEqual([]);
  });

  it('needs the passwords to match', () => {
    expect(registrationProblems(form(validForm({ confirm_password: 'correct horse 43' })))).toEqual([
      { field: 'confirm_password', message: 'validation.passwordsMismatch' },
    ]);
  });

  it('needs a password of at least 8 characters: 7 fail, 8 pass', () => {
    expect(registrationProblems(form(validForm({ password: '1234567', confirm_password: '1234567' })))).toEqual([
      { field: 'password', message: 'validation.passwordTooShort' },
    ]);
    expect(registrationProblems(form(validForm({ password: '12345678', confirm_password: '12345678' })))).toEqual([]);
  });

  it('checks the rules in the spec’s order: match, length, e-mail, website', () => {
    const problems = registrationProblems(
      form(validForm({ password: 'short', confirm_password: 'shorter', contact_person_email: 'no-at-sign', website: 'example.org' })),
    );

    expect(problems.map((problem) => problem.message)).toEqual([
      'validation.passwordsMismatch',
      'validation.passwordTooShort',
      'validation.emailInvalid',
      'validation.websiteInvalid',
    ]);
  });

  it.each(['ana@example.org', 'first.last+tag@mail.example.co.uk', ' ana@example.org ', 'a@b.si'])(
    'accepts the e-mail address %j',
    (email) => {
      expect(registrationProblems(form(validForm({ contact_person_email: email })))).toEqual([]);
    },
  );

  it.each(['plainaddress', 'ana@example', 'ana@@example.org', 'ana @example.org', '@example.org', 'ana@.org', 'ana@example.'])(
    'refuses the e-mail address %j',
    (email) => {
      expect(registrationProblems(form(validForm({ contact_person_email: email })))).toEqual([
        { field: 'contact_person_email', message: 'validation.emailInvalid' },
      ]);
    },
  );

  it.each(['https://example.org', 'http://example.org', 'HTTPS://Example.org/about', 'https://www.ngo.example.si/'])(
    'accepts the website %j',
    (website) => {
      expect(registrationProblems(form(validForm({ website })))).toEqual([]);
    },
  );

  it.each(['example.org', 'www.example.org', 'ftp://example.org', 'https://localhost', 'http//example.org', 'https:/example.org'])(
    'refuses the website %j: it needs http:// or https:// and a dot',
    (website) => {
      expect(registrationProblems(form(validForm({ website })))).toEqual([
        { field: 'website', message: 'validation.websiteInvalid' },
      ]);
    },
  );

  it.each([
    ['+386 40', 'validation.phoneTooShort'],
    ['+386 40 12', 'validation.phoneInvalidForCountry'],
    ['040 123 456', 'validation.phoneNoCountryCode'],
  ] as const)('checks the contact phone %j: %s', (phone, message) => {
    expect(registrationProblems(form(validForm({ contact_person_phone: phone })))).toEqual([
      { field: 'contact_person_phone', message },
    ]);
  });

  it.each(['+1 201 555 0123', '+386 40 123 456'])('accepts the contact phone %j', (phone) => {
    expect(registrationProblems(form(validForm({ contact_person_phone: phone })))).toEqual([]);
  });

  it('marks as required exactly the spec’s six fields and the four §2 marks', () => {
    const requiredFields = [...registrationFields, 'organization_offerings' as const].filter(isRegistrationFieldRequired);

    expect(requiredFields.sort()).toEqual(
      [
        'organization_name',
        'website',
        'registration_number',
        'contact_person_first_name',
        'contact_person_last_name',
        'contact_person_email',
        'contact_person_phone',
        'password',
        'confirm_password',
        'operating_countries',
      ].sort(),
    );
  });

  it('fills in the optional fields a client leaves out and refuses an unknown offering', () => {
    const { website, organization_offerings, ...rest } = validForm();
    expect(registrationRequestSchema.parse(rest)).toMatchObject({ website: '', organization_offerings: [] });
    expect(website).toBeTruthy();
    expect(organization_offerings).toHaveLength(2);

    expect(registrationRequestSchema.safeParse({ ...validForm(), organization_offerings: ['PARTIES'] }).success).toBe(false);
  });
});

describe('registration messages in the English catalogue (SPEC §5 words)', () => {
  const english = i18next.createInstance();
  void english.init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });

  it.each(Object.entries(ENGLISH_MESSAGES) as [ProblemMessageKey, string][])('%s reads %j', (key, text) => {
    expect(english.t(key)).toBe(text);
  });

  it('says "Organization name is required" for a blank organisation name', () => {
    const [problem] = registrationProblems(form(validForm({ organization_name: '' })));

    const label = english.t(problem!.values!.field!);
    expect(english.t(problem!.message, { field: label })).toBe('Organization name is required');
  });

  it('has a label for every registration field', () => {
    for (const field of registrationFields) {
      expect(english.exists(`register.fields.${field}`), field).toBe(true);
      expect(english.t(`register.fields.${field}`)).not.toBe('');
    }
  });
});

/** Each message key the rules can give, with the spec's English text. */
const ENGLISH_MESSAGES = {
  'validation.required': '{{field}} is required',
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.passwordTooShort': 'Password must be at least 8 characters long',
  'validation.emailInvalid': 'Please enter a valid email address',
  'validation.websiteInvalid': 'Please enter a valid website URL (starting with http:// or https://)',
  'validation.phoneTooShort': 'Phone number is too short. Please include country code and full number.',
  'validation.phoneInvalidForCountry': 'Please enter a valid phone number for the selected country.',
  'validation.phoneNoCountryCode': 'Please select a country code from the dropdown.',
  'validation.controlCharacters': 'Remove the invisible control characters from this text',
  'validation.singleLine': 'Keep this to one line, without line breaks or tabs',
} satisfies Record<ProblemMessageKey, string>;

function required(field: (typeof registrationFields)[number]) {
  return { field, message: 'validation.required', values: { field: `register.fields.${field}` } };
}

/** What the server and the browser check: the request after the schema's defaults. */
function form(request: RegistrationRequest): RegistrationForm {
  return registrationRequestSchema.parse(request);
}

function blankForm(): RegistrationRequest {
  return {
    organization_name: '',
    website: '',
    registration_number: '',
    contact_person_first_name: '',
    contact_person_last_name: '',
    contact_person_email: '',
    contact_person_phone: '',
    password: '',
    confirm_password: '',
    operating_countries: '',
    organization_offerings: [],
  };
}

function validForm(changes: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    organization_name: 'Riverbank Friends',
    website: 'https://riverbank.example.org',
    registration_number: 'SI-2026-000123',
    contact_person_first_name: 'Ana',
    contact_person_last_name: 'Novak',
    contact_person_email: 'ana@riverbank.example.org',
    contact_person_phone: '+38640123456',
    password: 'correct horse 42',
    confirm_password: 'correct horse 42',
    operating_countries: 'Slovenia, Croatia',
    organization_offerings: ['VOLUNTEERING', 'EVENTS'],
    ...changes,
  };
}
