import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/i18n';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { apiErrorMessage } from './apiErrorMessage';

const failure = (code: string, message = 'server text') => new ApiRequestError({ status: 400, code, message });

describe('apiErrorMessage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a known code in the reader language', async () => {
    await initI18n('sl');
    expect(apiErrorMessage(failure('image_too_large'), i18n.t, 'fallback')).toBe('Velikost datoteke mora biti manjša od 5 MB');
    await i18n.changeLanguage('en');
    expect(apiErrorMessage(failure('image_too_large'), i18n.t, 'fallback')).toBe('File size must be less than 5MB');
  });

  it('shows an expired session and a refused call in the reader language', async () => {
    await initI18n('sl');
    expect(apiErrorMessage(failure('session_expired'), i18n.t, 'x')).toBe(i18n.t('errors.accounts.sessionExpired'));
    expect(apiErrorMessage(failure('session_expired'), i18n.t, 'x')).not.toBe('Session expired. Please login again.');
    await i18n.changeLanguage('en');
    expect(apiErrorMessage(failure('session_expired'), i18n.t, 'x')).toBe('Session expired. Please login again.');
    expect(apiErrorMessage(failure('forbidden'), i18n.t, 'x')).toBe('You do not have access to this page.');
  });

  it('shows an unknown event and the event status refusals in the reader language', async () => {
    const codes = {
      event_not_found: 'events.errors.codes.notFound',
      event_not_editable: 'events.errors.codes.notEditable',
      event_not_submittable: 'events.errors.codes.notSubmittable',
      event_not_deletable: 'events.errors.codes.notDeletable',
    } as const;
    await initI18n('sl');
    for (const [code, key] of Object.entries(codes) as [string, (typeof codes)[keyof typeof codes]][]) {
      expect(apiErrorMessage(failure(code), i18n.t, 'x')).toBe(i18n.t(key));
      expect(apiErrorMessage(failure(code), i18n.t, 'x')).not.toBe(i18n.t(key, { lng: 'en' }));
    }
    await i18n.changeLanguage('en');
    expect(Object.keys(codes).map((code) => apiErrorMessage(failure(code), i18n.t, 'x'))).toEqual([
      'Event not found',
      'Only pending or rejected events can be edited.',
      'Only a draft or a rejected event can be submitted for review.',
      'Approved and published events cannot be deleted. Please contact the administrator.',
    ]);
  });

  it("shows the server's text for a code the catalogues do not hold", async () => {
    await initI18n('en');
    expect(apiErrorMessage(failure('event_full', 'The event has no free places'), i18n.t, 'x')).toBe(
      'The event has no free places',
    );
  });

  it('falls back to the screen message for anything that is not an API failure', async () => {
    await initI18n('en');
    expect(apiErrorMessage(new Error('boom'), i18n.t, 'Failed to fetch events')).toBe('Failed to fetch events');
  });
});
