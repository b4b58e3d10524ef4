import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { catalogueText, fieldMessagesSummary, problemMessages, schemaIssueText, validationError } from './errors';

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

  it('takes field names a request chose, Object.prototype’s included, as plain names (issue 12)', () => {
    const problems = ['constructor', 'toString', '__proto__', 'constructor'].map((field) => ({ field, message: 'validation.controlCharacters' }));
    const fields = problemMessages(problems, en);
    const refusal = en.validation.controlCharacters;
    expect(JSON.parse(JSON.stringify(fields))).toEqual({ constructor: [refusal, refusal], toString: [refusal], ['__proto__']: [refusal] });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});

describe('schemaIssueText', () => {
  it("answers a message that is an i18n key in the catalogue's words, and zod's own as it is", () => {
    expect(schemaIssueText('validation.singleLine', en)).toBe(en.validation.singleLine);
    expect(schemaIssueText('Too big: expected string to have <=200 characters', en)).toBe('Too big: expected string to have <=200 characters');
    expect(schemaIssueText('validation', en)).toBe('validation');
    expect(schemaIssueText('constructor.name', en)).toBe('constructor.name');
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
