import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDateTime } from './dateTimeFormat';

describe('dateTimeFormat', () => {
  it('keeps one format per language and options', () => {
    const options = { dateStyle: 'long' } as const;
    expect(dateTimeFormat('sl', options)).toBe(dateTimeFormat('sl', { dateStyle: 'long' }));
    expect(dateTimeFormat('sl', options)).not.toBe(dateTimeFormat('de', options));
    expect(dateTimeFormat('sl', options)).not.toBe(dateTimeFormat('sl', { dateStyle: 'short' }));
  });

  it('shows a date with its time in the language asked for', () => {
    const date = new Date(2027, 2, 5, 7, 30);
    expect(formatDateTime(date, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(date));
    expect(formatDateTime(date, 'de')).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(date));
  });
});
