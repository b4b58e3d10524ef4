import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
// Named imports of the English parts the sign-in page, the public shell and error pages read: the
// build keeps only these in the first page (vite.config.ts `json.stringify: false`).
import { common, errors, login, nav, phone, shell, validation } from './locales/en.json';
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
 * Every catalogue is its own chunk, fetched when a reader needs it (issue 13: the first page carried
 * all six, ~32 KB gzipped, where one is read). English, the fallback, is bundled only in the parts
 * the sign-in page needs (englishFirstParts); the whole of it is loaded before any other page
 * (routes/__root.tsx) and when a reader chooses English. It is read as text (`?raw`): another module
 * than the named imports above, so it does not pull the rest of the catalogue into the first page.
 */
export const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./locales/en.json?raw').then((module) => JSON.parse(module.default) as Catalogue),
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
  const shown = isLoaded(language) || language === FALLBACK_LANGUAGE ? language : FALLBACK_LANGUAGE;
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncHtmlLang);
    void i18n.use(initReactI18next).init({
      resources: { [FALLBACK_LANGUAGE]: { translation: englishFirstParts }, ...loadedCatalogues },
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

/**
 * The app's start: the reader's catalogue is fetched before the first render, so no key ever shows;
 * English starts with the parts bundled for the sign-in page, the rest comes before another page.
 */
export async function startI18n(language: Language = detectLanguage(readLanguageSources())): Promise<typeof i18n> {
  if (language !== FALLBACK_LANGUAGE) await loadLanguage(language);
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
/** What the sign-in page, the public shell and the error pages read (see the imports). */
const englishFirstParts = { common, errors, login, nav, phone, shell, validation } satisfies Partial<Catalogue>;

function isLoaded(language: Language): boolean {
  return language in loadedCatalogues;
}

function syncHtmlLang(language: string): void {
  document.documentElement.setAttribute('lang', language);
}
