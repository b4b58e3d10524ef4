import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from './languages';

/** localStorage key of the reader's explicit choice (the name i18next's own detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** Cookie the server may read; SPEC §9: path root, strict same-site. */
export const LANGUAGE_COOKIE_NAME = 'i18next';

export interface LanguageSources {
  stored: string | null;
  browser: readonly string[];
  htmlLang: string | null;
}

/** SPEC §1: stored setting, then the browser's languages in order, then <html lang>, then English. */
export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [sources.stored, ...sources.browser, sources.htmlLang];
  for (const candidate of candidates) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

export function readLanguageSources(): LanguageSources {
  return {
    stored: readStoredLanguage(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (privacy settings); detection goes on without it
  }
}

/** Keeps the reader's choice locally and tells the server through a cookie (SPEC §9). */
export function storeLanguageChoice(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // blocked storage: the choice lasts for this page only
  }
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${language}; path=/; SameSite=Strict`;
}
