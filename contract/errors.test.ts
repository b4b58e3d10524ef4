import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { catalogueText, fieldMessagesSummary, problemMessages, validationError } from './errors';

describe('fieldMessagesSummary (SPEC §8)', () => {
  it("writes 'field: messages', a field's messages joined by ', ' and the fields by '; '", () => {
    const fields = { eventName: ['Event name is required'], startDate: ['Start date is required', 'later'] };
    expect(fieldMessagesSummary(fields)).toBe('eventName: Event name is required; startDate: Start date is required, later');
  });

  it('names each field as the reader knows it, and leaves out fields without a message', () => {
    const fields = { website: ['bad'], password: [] };
    expect(fieldMessagesSummary(fields, (field) => field.toUpperCase())).toBe('WEBSITE: bad');
    expect(fieldMessagesSummary({})).toBe('');
  });
});

describe('catalogueText', () => {
  it("fills a message's values, looking a field's label up in the catalogue too", () => {
    expect(catalogueText(en, 'validation.required', { field: 'register.fields.organization_name' })).toBe(
      `${en.register.fields.organization_name} is required`,
    );
    expect(catalogueText(en, 'events.validation.intervalRange', { min: 1, max: 365 })).toContain('365');
  });

  it('leaves a placeholder without a value as it is, and refuses a key the catalogue lacks', () => {
    expect(catalogueText(en, 'validation.required')).toBe('{{field}} is required');
    expect(() => catalogueText(en, 'validation.noSuchMessage')).toThrow(/no text for validation.noSuchMessage/);
    expect(() => catalogueText(en, 'validation')).toThrow(/no text/);
  });
});

describe('problemMessages', () => {
  it("gives each field its messages in the catalogue's words, in the order the rules reported them", () => {
    const problems = [
      { field: 'password', message: 'validation.passwordsMismatch' },
      { field: 'organization_name', message: 'validation.required', values: { field: 'register.fields.organization_name' } },
      { field: 'password', message: 'validation.passwordTooShort' },
    ];
    expect(problemMessages(problems, en)).toEqual({
      password: [en.validation.passwordsMismatch, en.validation.passwordTooShort],
      organization_name: [`${en.register.fields.organization_name} is required`],
    });
  });
});

describe('validationError', () => {
  it('answers validation_failed with the fields and their SPEC §8 summary as the error', () => {
    expect(validationError({ eventName: ['Event name is required'] })).toEqual({
      error: 'eventName: Event name is required',
      code: 'validation_failed',
      fields: { eventName: ['Event name is required'] },
    });
  });
});
