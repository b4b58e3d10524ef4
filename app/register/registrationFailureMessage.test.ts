import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { ApiRequestError, networkError } from '@/queries/ApiRequestError';
import { registrationFailureMessage, registrationFieldErrors } from './registrationFailureMessage';

const t = i18n.t.bind(i18n);
const answered = (init: { status?: number; code: string; message: string; fields?: Record<string, string[]> }) =>
  new ApiRequestError({ status: 400, ...init });

describe('registrationFailureMessage (SPEC §8)', () => {
  it('translates an e-mail that is already registered', () => {
    const error = answered({ code: 'email_taken', message: 'An account with this email address already exists.' });
    expect(registrationFailureMessage(error, t)).toBe(
      'Registration failed. An account with this email address already exists.',
    );
  });

  it('says to wait after too many registrations', () => {
    const error = answered({ status: 429, code: 'rate_limited', message: 'Too many requests, try again in 3 minutes' });
    expect(registrationFailureMessage(error, t)).toBe(
      'Registration failed. Too many registration attempts. Please wait a few minutes and try again.',
    );
  });

  it("shows the server's own text after the prefix", () => {
    const error = answered({
      code: 'validation_failed',
      message: 'Organization name is required',
      fields: { organization_name: ['Organization name is required'] },
    });
    expect(registrationFailureMessage(error, t)).toBe('Registration failed. Organization name is required');
  });

  it("lists 'field: messages' joined by '; ' when the server gave no text", () => {
    const error = answered({
      code: 'validation_failed',
      message: '',
      fields: { contact_person_email: ['Please enter a valid email address'], password: ['Too short', 'Too common'] },
    });
    expect(registrationFailureMessage(error, t)).toBe(
      'Registration failed. Contact person email: Please enter a valid email address; Password: Too short, Too common',
    );
  });

  it('falls back to asking to check the information', () => {
    const unreadable = new ApiRequestError({
      status: 400,
      code: 'unexpected_response',
      message: 'Request failed with status 400',
    });
    expect(registrationFailureMessage(unreadable, t)).toBe(
      'Registration failed. Please check your information and try again.',
    );
    expect(registrationFailureMessage(new Error('boom'), t)).toBe(
      'Registration failed. Please check your information and try again.',
    );
  });

  it('shows the network message alone when no answer came', () => {
    expect(registrationFailureMessage(networkError(new TypeError('Failed to fetch')), t)).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('sl');
    const error = answered({ code: 'email_taken', message: 'An account with this email address already exists.' });
    expect(registrationFailureMessage(error, t)).toBe(
      'Registracija ni uspela. Račun s tem e-poštnim naslovom že obstaja.',
    );
  });
});

describe('registrationFieldErrors', () => {
  it('puts the server’s messages under their registration fields', () => {
    const error = answered({
      code: 'validation_failed',
      message: 'Please enter a valid email address',
      fields: { contact_person_email: ['Please enter a valid email address'], unknown_thing: ['ignored'] },
    });
    expect(registrationFieldErrors(error, t)).toEqual({ contact_person_email: 'Please enter a valid email address' });
  });

  it('marks the e-mail field when the address is taken', () => {
    const error = answered({ code: 'email_taken', message: 'taken' });
    expect(registrationFieldErrors(error, t)).toEqual({
      contact_person_email: 'An account with this email address already exists.',
    });
  });

  it('marks nothing for a failure without fields', () => {
    expect(registrationFieldErrors(networkError(new TypeError('Failed to fetch')), t)).toEqual({});
    expect(registrationFieldErrors(null, t)).toEqual({});
  });
});
