import { describe, expect, it } from 'vitest';
import { loginRequestSchema, refreshRequestSchema, registrationRequestSchema } from './accounts';
import { adminEventListQuerySchema, eventStatisticsQuerySchema, rejectBodySchema, reviewNotesBodySchema } from './admin';
import { eventPayloadSchema } from './events';
import { registrationProblems } from './registration';
import { oneLineOf, textProblem } from './text';

// Issue 12: text a person typed never holds control characters (NUL answered 500 from PostgreSQL),
// and a one-line field holds no line break or tab. The same rule for the forms, the server and the mocks.

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F'];

describe('textProblem', () => {
  it('refuses every control character but tab, line feed and carriage return in free text', () => {
    for (const control of CONTROLS) expect(textProblem(`a${control}b`, 'text')).toBe('validation.controlCharacters');
    expect(textProblem('First line\r\n\tsecond line\n', 'text')).toBeNull();
  });

  it('refuses line breaks and tabs in one line, and names a control character first', () => {
    for (const breaking of ['\n', '\r', '\t']) expect(textProblem(`a${breaking}b`, 'line')).toBe('validation.singleLine');
    expect(textProblem('a\tb\u0000', 'line')).toBe('validation.controlCharacters');
  });

  it('lets a line start or end with white space, which is trimmed where it is stored', () => {
    expect(textProblem(' River clean-up\r\n', 'line')).toBeNull();
    expect(textProblem('\t\n', 'line')).toBeNull();
    expect(textProblem('\u000B', 'line')).toBe('validation.controlCharacters');
  });

  it('takes any other text, accents, emoji and right-to-left scripts included', () => {
    for (const text of ['', 'Zavod Žalec – čiščenje', '🌳 Drevo', 'مرحبا', 'ÅÄÖ\u00A0nbsp', 'a\u2028b']) {
      expect(textProblem(text, 'line')).toBeNull();
    }
  });
});

describe('the wire schemas refuse what textProblem refuses, with its key as the message', () => {
  const registration = {
    organization_name: 'Green Hands',
    contact_person_first_name: 'Ana',
    contact_person_last_name: 'Novak',
    contact_person_email: 'ana@example.org',
    password: 'volunteer-123',
    confirm_password: 'volunteer-123',
  };
  const event = { eventName: 'Clean-up', eventDescription: 'Bring gloves.', location: { latitude: 46, longitude: 14, text: 'Celje' } };

  const cases: Array<{ name: string; parse: (text: string) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }; path: string; kind: 'line' | 'text' }> = [
    ...(['organization_name', 'website', 'registration_number', 'contact_person_first_name', 'contact_person_last_name', 'contact_person_email', 'contact_person_phone', 'password', 'confirm_password', 'operating_countries'] as const).map((field) => ({
      name: `registration ${field}`,
      parse: (text: string) => registrationRequestSchema.safeParse({ ...registration, [field]: text }),
      path: field,
      kind: 'line' as const,
    })),
    { name: 'login email', parse: (text) => loginRequestSchema.safeParse({ email: `a${text}@example.org`, password: 'x' }), path: 'email', kind: 'line' },
    { name: 'login password', parse: (text) => loginRequestSchema.safeParse({ email: 'a@example.org', password: text }), path: 'password', kind: 'line' },
    { name: 'refresh token', parse: (text) => refreshRequestSchema.safeParse({ refresh: text }), path: 'refresh', kind: 'line' },
    { name: 'event name', parse: (text) => eventPayloadSchema.safeParse({ ...event, eventName: text }), path: 'eventName', kind: 'line' },
    { name: 'event description', parse: (text) => eventPayloadSchema.safeParse({ ...event, eventDescription: text }), path: 'eventDescription', kind: 'text' },
    { name: 'event address', parse: (text) => eventPayloadSchema.safeParse({ ...event, location: { ...event.location, text } }), path: 'location.text', kind: 'line' },
    { name: 'event competences', parse: (text) => eventPayloadSchema.safeParse({ ...event, competences_data: text }), path: 'competences_data', kind: 'line' },
    { name: 'event competences list', parse: (text) => eventPayloadSchema.safeParse({ ...event, competences_data: ['First aid', text] }), path: 'competences_data', kind: 'line' },
    { name: 'event image URL', parse: (text) => eventPayloadSchema.safeParse({ ...event, main_image_url: `/media/a${text}b.jpg` }), path: 'main_image_url', kind: 'line' },
    { name: 'rejection reason', parse: (text) => rejectBodySchema.safeParse({ rejection_reason: text }), path: 'rejection_reason', kind: 'text' },
    { name: 'admin notes', parse: (text) => reviewNotesBodySchema.safeParse({ admin_notes: text }), path: 'admin_notes', kind: 'text' },
    { name: 'event list search', parse: (text) => adminEventListQuerySchema.safeParse({ search: text }), path: 'search', kind: 'line' },
    { name: 'statistics search', parse: (text) => eventStatisticsQuerySchema.safeParse({ search: text }), path: 'search', kind: 'line' },
  ];

  it.each(cases)('$name', ({ parse, path, kind }) => {
    const refused = (text: string) => parse(`x${text}y`).error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    // The image URL's own pattern may refuse the same value as well.
    expect(refused('\u0000')).toContain(`${path} validation.controlCharacters`);
    expect(refused('\u001B')).toContain(`${path} validation.controlCharacters`);
    if (kind === 'line') expect(refused('\n')).toContain(`${path} validation.singleLine`);
    else expect(parse('x\ny').success).toBe(true);
  });

  it('trims a login e-mail before its check, so a pasted trailing line break is no problem', () => {
    expect(loginRequestSchema.parse({ email: ' ana@example.org\n', password: 'x' }).email).toBe('ana@example.org');
  });
});

describe('registration form rules', () => {
  it('name the fields whose characters are refused, as the form shows them', () => {
    const form = registrationRequestSchema.parse({
      organization_name: 'Green Hands',
      website: 'https://green.example.org',
      registration_number: 'SI-1',
      contact_person_first_name: 'Ana',
      contact_person_last_name: 'Novak',
      contact_person_email: 'ana@example.org',
      contact_person_phone: '+386 40 123 456',
      password: 'volunteer-123',
      confirm_password: 'volunteer-123',
      operating_countries: 'Slovenia',
    });
    expect(registrationProblems({ ...form, organization_name: 'Green\u0000Hands', operating_countries: 'Slovenia\nCroatia' })).toEqual([
      { field: 'organization_name', message: 'validation.controlCharacters' },
      { field: 'operating_countries', message: 'validation.singleLine' },
    ]);
  });
});

describe('oneLineOf', () => {
  it('makes one trimmed line of what was pasted into a search box', () => {
    expect(oneLineOf('  river\tclean-up\u0000\n day ')).toBe('river clean-up day');
    expect(oneLineOf('\u0000')).toBe('');
  });
});
