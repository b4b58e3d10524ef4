import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n, initI18n } from './index';
import { detectLanguage, LANGUAGE_STORAGE_KEY, readLanguageSources } from './detectLanguage';

describe('language detection', () => {
  it('prefers the stored setting over the browser and the page', () => {
    expect(detectLanguage({ stored: 'sl', browser: ['de-DE', 'fr'], htmlLang: 'hu' })).toBe('sl');
  });

  it('uses the browser languages, in order, when nothing is stored', () => {
    expect(detectLanguage({ stored: null, browser: ['it-IT', 'fr-CA', 'de'], htmlLang: 'hu' })).toBe('fr');
  });

  it('falls back to the page language attribute when the browser offers nothing we speak', () => {
    expect(detectLanguage({ stored: null, browser: ['ja-JP'], htmlLang: 'hu' })).toBe('hu');
  });

  it('ignores a stored value it does not support', () => {
    expect(detectLanguage({ stored: 'klingon', browser: ['es-MX'], htmlLang: 'en' })).toBe('es');
  });

  it('ends with English when no source names a supported language', () => {
    expect(detectLanguage({ stored: null, browser: [], htmlLang: null })).toBe('en');
  });

  it('reads the stored setting from localStorage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(readLanguageSources().stored).toBe('de');
  });
});

describe('choosing a language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('stores the choice locally, in the cookie, and on <html lang>', async () => {
    initI18n('en');
    await chooseLanguage('sl');

    expect(i18n.language).toBe('sl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sl');
    expect(document.cookie).toContain('i18next=sl');
    expect(document.documentElement.lang).toBe('sl');
    expect(i18n.t('login.title')).toBe('Prijava');
  });
});
