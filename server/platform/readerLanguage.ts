import type { Catalogue } from '@/contract/errors';
import de from '@/i18n/locales/de.json';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import fr from '@/i18n/locales/fr.json';
import hu from '@/i18n/locales/hu.json';
import sl from '@/i18n/locales/sl.json';

// Texts an answer carries in the reader's language (issue 14: an application's status_display),
// chosen from the request's Accept-Language header, which the SPA's client sets to the page's language.

/** Every catalogue the app ships, by language (i18n/languages.ts lists the same six for the app). */
export const CATALOGUES = { en, sl, es, fr, de, hu } satisfies Record<string, Catalogue>;
export type Language = keyof typeof CATALOGUES;

/** SPEC §1: English is the fallback. */
const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The supported language the reader prefers most (RFC 9110 §12.5.4): the ranges by their `q`
 * weight, highest first and in the header's order on ties; a range counts by its primary tag, so
 * `sl-SI` is Slovenian; `q=0` means "not this one". English when nothing named is supported,
 * for `*`, and without a header.
 */
export function readerLanguage(header: string | string[] | undefined): Language {
  const ranges = [header ?? ''].flat().join(',').split(',');
  const weighed = ranges
    .map((range, index) => {
      const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
      const q = parameters.map((parameter) => /^q=([01](?:\.\d{0,3})?)$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      // 'sl-SI', 'SL' and 'sl' all mean Slovenian.
      const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
      const language = Object.hasOwn(CATALOGUES, primary) ? (primary as Language) : undefined;
      return { language, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.weight > 0 && range.language !== undefined)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return weighed[0]?.language ?? FALLBACK_LANGUAGE;
}

/** Issue 18: the language a request says its reader uses, or undefined when it says none (a script, curl). */
export function requestLanguage(request: { headers: Record<string, string | string[] | undefined> }): Language | undefined {
  const header = request.headers['accept-language'];
  return header === undefined || header === '' ? undefined : readerLanguage(header);
}
