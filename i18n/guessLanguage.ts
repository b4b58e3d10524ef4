import { isClientConfig } from '@/contract/config';
import { api } from '@/queries/client';
import { readStoredLanguage } from './detectLanguage';
import { chooseLanguage } from './index';

/** How long the IP-location service may take before the guess is given up. */
export const LANGUAGE_GUESS_TIMEOUT_MS = 3_000;

/** SPEC §1: the countries whose visitors get English or Slovenian; any other country guesses nothing. */
export const ENGLISH_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'ZA'] as const;
export const SLOVENIAN_COUNTRIES = ['SI'] as const;

/** 'si' or ' SI ' → 'sl'; 'US' → 'en'; anything else → null. */
export function languageForCountry(code: string | null | undefined): 'en' | 'sl' | null {
  const country = code?.trim().toUpperCase();
  if (!country) return null;
  if ((ENGLISH_COUNTRIES as readonly string[]).includes(country)) return 'en';
  if ((SLOVENIAN_COUNTRIES as readonly string[]).includes(country)) return 'sl';
  return null;
}

/**
 * SPEC §1: when the reader has no stored language, guess it once from the visitor's country (the
 * deployment's IP-location service, GET /api/config/) and store it, so the lookup is not repeated.
 * Runs beside the first render; a failure, a slow service or another country changes nothing.
 */
export async function guessLanguageFromLocation(timeoutMs = LANGUAGE_GUESS_TIMEOUT_MS): Promise<void> {
  if (readStoredLanguage() !== null) return;
  try {
    const config = await api.get('config/').json();
    if (!isClientConfig(config)) throw new Error('GET /api/config/ answered something else than the settings');
    const answer = await fetch(config.ipLocationUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) throw new Error(`IP-location lookup answered ${answer.status}`);
    const language = languageForCountry(countryCode(await answer.json()));
    // The reader may have picked a language while the lookup ran: their choice wins.
    if (language && readStoredLanguage() === null) await chooseLanguage(language);
  } catch (error) {
    console.debug('Language guess from IP location skipped:', error); // SPEC §1: a guess, never an error to show
  }
}

/** ipapi.co answers `country_code` (and `country`); other services say `countryCode` or a 2-letter `country`. */
function countryCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { country_code, countryCode, country } = body as Record<string, unknown>;
  for (const candidate of [country_code, countryCode]) if (typeof candidate === 'string') return candidate;
  return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country.trim()) ? country : null;
}
