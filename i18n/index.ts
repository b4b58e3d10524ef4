import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { detectLanguage, readLanguageSources, storeLanguageChoice } from './detectLanguage';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

// Keys are checked at compile time against the English catalogue, the one holding the spec's words.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export type Catalogue = typeof en;

/**
 * Every catalogue but English is its own chunk, fetched when a reader needs it (issue 13: the first
 * page carried all six, ~32 KB gzipped, where one is read). English is bundled: it is the fallback,
 * and the API client's own messages are English.
 */
export const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  sl: () => import('./locales/sl.json').then((module) => module.default),
  es: () => import('./locales/es.json').then((module) => module.default),
  fr: () => import('./locales/fr.json').then((module) => module.default),
  de: () => import('./locales/de.json').then((module) => module.default),
  hu: () => import('./locales/hu.json').then((module) => module.default),
};

export const i18n = i18next;

/**
 * Starts i18next; the language comes from detection unless given (tests). Synchronous, so the first
 * render is translated: the language's catalogue must be loaded first (loadLanguage); one that is
 * not shows English until chooseLanguage has loaded it.
 */
export function initI18n(language: Language = detectLanguage(readLanguageSources())): typeof i18n {
  const shown = isLoaded(language) ? language : FALLBACK_LANGUAGE;
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncHtmlLang);
    void i18n.use(initReactI18next).init({
      resources: { [FALLBACK_LANGUAGE]: { translation: en }, ...loadedCatalogues },
      lng: shown,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      interpolation: { escapeValue: false }, // React escapes what it renders
      initAsync: false, // the catalogue is loaded before: render translated from the first paint
      returnNull: false,
    });
  } else if (i18n.language !== shown) {
    void i18n.changeLanguage(shown);
  }
  syncHtmlLang(i18n.language);
  return i18n;
}

/** The app's start: the reader's catalogue is fetched before the first render, so no key ever shows. */
export async function startI18n(language: Language = detectLanguage(readLanguageSources())): Promise<typeof i18n> {
  await loadLanguage(language);
  return initI18n(language);
}

/** Fetches a language's catalogue once; i18next gets it at once if it is running, else at init. */
export async function loadLanguage(language: Language): Promise<void> {
  if (isLoaded(language)) return;
  const catalogue = await catalogueLoaders[language]();
  loadedCatalogues[language] = { translation: catalogue };
  if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', catalogue, true, true);
}

/** The reader picked a language: show it once its catalogue is here, and remember it (SPEC §1, §9). */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  latestChoice = language;
  await loadLanguage(language);
  // Two quick choices: the later one wins, even when its catalogue arrives first.
  if (latestChoice === language) await i18n.changeLanguage(language);
}

// ---------------------------------------------------------------------------------------------

let latestChoice: Language | undefined;
const loadedCatalogues: Partial<Record<Language, { translation: Catalogue }>> = {};

function isLoaded(language: Language): boolean {
  return language === FALLBACK_LANGUAGE || language in loadedCatalogues;
}

function syncHtmlLang(language: string): void {
  document.documentElement.setAttribute('lang', language);
}
