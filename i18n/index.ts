import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import hu from './locales/hu.json';
import sl from './locales/sl.json';
import { detectLanguage, readLanguageSources, storeLanguageChoice } from './detectLanguage';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

// Keys are checked at compile time against the English catalogue, the one holding the spec's words.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export const resources = {
  en: { translation: en },
  sl: { translation: sl },
  es: { translation: es },
  fr: { translation: fr },
  de: { translation: de },
  hu: { translation: hu },
} satisfies Record<Language, { translation: unknown }>;

export const i18n = i18next;

/** Starts i18next with the bundled catalogues; the language comes from detection unless given (tests). */
export function initI18n(language: Language = detectLanguage(readLanguageSources())): typeof i18n {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', syncHtmlLang);
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      interpolation: { escapeValue: false }, // React escapes what it renders
      initAsync: false, // catalogues are bundled: render translated from the first paint
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  syncHtmlLang(i18n.language);
  return i18n;
}

/** The reader picked a language: show it, and remember it (SPEC §1, §9). */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  await i18n.changeLanguage(language);
}

function syncHtmlLang(language: string): void {
  document.documentElement.setAttribute('lang', language);
}
