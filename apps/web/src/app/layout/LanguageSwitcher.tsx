import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@fairfare/contracts/languages';
import { LANGUAGE_ROUTE } from '@fairfare/contracts/site-render';
import { changeLanguage } from '../../shared/i18n/i18n';
import { LANGUAGE_FORM_CLASS } from './headerParts';

/**
 * The header's page-translation slot (docs/product/rules.md): a native select of the interface languages, in
 * a form that works without script (issue 27): its Apply button, shown only when scripts do not
 * run, asks the service's LANGUAGE_ROUTE to set the language cookie and send the rider back to
 * this page, rendered in the new language. With React, choosing a language stores the session
 * value `language` and re-renders every translated text at once; on a content page the first
 * script submits the form as soon as a language is chosen (src/light/language.ts).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <form
      className={LANGUAGE_FORM_CLASS}
      method="get"
      action={LANGUAGE_ROUTE}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <label htmlFor={id} className="language-switcher__label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
          </g>
        </svg>
        <span className="language-switcher__text">{t('language.label')}</span>
      </label>
      <select
        id={id}
        name="lang"
        className="language-switcher__select"
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="language-switcher__apply">
        {t('language.apply')}
      </button>
    </form>
  );
}
