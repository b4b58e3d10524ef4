import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_IP_LOCATION_URL } from '@/contract/platform';
import { server } from '@/mocks/node';
import { LANGUAGE_STORAGE_KEY } from './detectLanguage';
import { ENGLISH_COUNTRIES, guessLanguageFromLocation, languageForCountry } from './guessLanguage';
import { chooseLanguage, i18n } from './index';

describe('languageForCountry (SPEC §1)', () => {
  it.each(ENGLISH_COUNTRIES)('gives English for %s', (country) => {
    expect(languageForCountry(country)).toBe('en');
  });

  it('gives Slovenian for SI, whatever the case and spacing', () => {
    expect(languageForCountry('SI')).toBe('sl');
    expect(languageForCountry(' si ')).toBe('sl');
  });

  it('lists exactly the spec’s English countries', () => {
    expect([...ENGLISH_COUNTRIES].sort()).toEqual(['AU', 'CA', 'GB', 'IE', 'NZ', 'US', 'ZA']);
  });

  it.each(['DE', 'HR', 'FR', 'HU', 'ES', 'IN', '', 'USA'])('guesses nothing for %j', (country) => {
    expect(languageForCountry(country)).toBeNull();
  });

  it('guesses nothing without a country', () => {
    expect(languageForCountry(null)).toBeNull();
    expect(languageForCountry(undefined)).toBeNull();
  });
});

describe('guessing the language from the IP location', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('switches a visitor from Slovenia to Slovenian and remembers it', async () => {
    answerCountry({ country_code: 'SI' });

    await guessLanguageFromLocation();

    expect(i18n.language).toBe('sl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sl');
    expect(document.cookie).toContain('i18next=sl');
    expect(i18n.t('login.title')).toBe('Prijava');
  });

  it('reads the country from services that say countryCode or a two-letter country', async () => {
    answerCountry({ countryCode: 'SI' });
    await guessLanguageFromLocation();
    expect(i18n.language).toBe('sl');

    localStorage.clear();
    await i18n.changeLanguage('de');
    answerCountry({ country: 'GB' });
    await guessLanguageFromLocation();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('asks nothing when the reader already chose a language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const lookup = vi.fn(() => HttpResponse.json({ country_code: 'SI' }));
    server.use(http.get(DEFAULT_IP_LOCATION_URL, lookup));

    await guessLanguageFromLocation();

    expect(lookup).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('changes nothing for a country the spec does not name', async () => {
    answerCountry({ country_code: 'DE', country: 'DE' });

    await guessLanguageFromLocation();

    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer that is not JSON', () => HttpResponse.text('<html>rate limited</html>')],
    ['an answer without a country', () => HttpResponse.json({ ip: '192.0.2.1' })],
  ])('changes nothing and throws nothing after %s', async (_case, answer) => {
    server.use(http.get(DEFAULT_IP_LOCATION_URL, answer));

    await expect(guessLanguageFromLocation()).resolves.toBeUndefined();

    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('changes nothing when the configuration cannot be read', async () => {
    server.use(http.get('/api/config/', () => HttpResponse.json({ error: 'down', code: 'internal_error' }, { status: 500 })));
    answerCountry({ country_code: 'SI' });

    await expect(guessLanguageFromLocation()).resolves.toBeUndefined();

    expect(i18n.language).toBe('en');
  });

  it('gives up on a service that does not answer in time', async () => {
    server.use(
      http.get(DEFAULT_IP_LOCATION_URL, async () => {
        await delay('infinite');
        return HttpResponse.json({ country_code: 'SI' });
      }),
    );

    await expect(guessLanguageFromLocation(20)).resolves.toBeUndefined();

    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('lets a language the reader picks while the lookup runs win over the guess', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked!: () => void;
    const lookupStarted = new Promise<void>((resolve) => (asked = resolve));
    server.use(
      http.get(DEFAULT_IP_LOCATION_URL, async () => {
        asked();
        await answered;
        return HttpResponse.json({ country_code: 'SI' });
      }),
    );

    const guess = guessLanguageFromLocation();
    await lookupStarted;
    await chooseLanguage('fr');
    answer();
    await guess;

    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });
});

function answerCountry(body: Record<string, string>) {
  server.use(http.get(DEFAULT_IP_LOCATION_URL, () => HttpResponse.json(body)));
}
