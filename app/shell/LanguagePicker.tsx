import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/i18n';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, toSupportedLanguage } from '@/i18n/languages';

/** The language menu of the header; the choice is kept across visits (SPEC §1). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage) ?? 'en';

  return (
    <div className="language-picker">
      <label className="language-picker__label" htmlFor={id}>
        {t('shell.language.label')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={current}
        onChange={(event) => {
          const language = toSupportedLanguage(event.target.value);
          if (language) void chooseLanguage(language);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
