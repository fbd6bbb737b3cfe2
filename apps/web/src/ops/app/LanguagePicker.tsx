import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOrDefault, type Language } from '@fairfare/contracts/languages';

/** Each language named in itself, so that a staff member finds theirs whatever the page speaks. */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** The back office's language: English, Spanish or French (decision 065). */
export function LanguagePicker({
  onChoose,
  disabled = false,
}: {
  onChoose: (language: Language) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('ops');
  const id = useId();
  return (
    <div className="ops-language">
      <label htmlFor={id}>{t('shell.picker')}</label>
      <select
        id={id}
        value={languageOrDefault(i18n.resolvedLanguage ?? i18n.language)}
        disabled={disabled}
        onChange={(event) => onChoose(languageOrDefault(event.target.value))}
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
