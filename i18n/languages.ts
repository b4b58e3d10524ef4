// SPEC §1: English is the fallback; the catalogues hold these six languages.
export const SUPPORTED_LANGUAGES = ['en', 'sl', 'es', 'fr', 'de', 'hu'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language by its own name, so a reader finds theirs whatever language is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  sl: 'Slovenščina',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  hu: 'Magyar',
};

/** 'sl-SI', 'SL' and 'sl' all mean Slovenian; anything we do not speak is undefined. */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === primary);
}
