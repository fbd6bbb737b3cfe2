import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { chooseDriverLanguage } from './language';

/** Each language named in itself, so that a driver finds theirs whatever the app speaks now. */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** The driver's language: English, Spanish or French, remembered on this phone. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('drive');
  const id = useId();
  const current = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return (
    <div className="drive-language">
      <label htmlFor={id} className="visually-hidden">
        {t('app.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void chooseDriverLanguage(i18n, event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {OWN_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
