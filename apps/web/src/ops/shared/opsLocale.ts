import { languageOrDefault, type Language } from '@fairfare/contracts/languages';
import { i18n } from '../../shared/i18n/i18n';

/**
 * The locale of the back office's dates, numbers and money: the language the staff member chose
 * (decision 065), written as the house's cities write it (Canadian English and French).
 */
const LOCALES: Record<Language, string> = { en: 'en-CA', es: 'es', fr: 'fr-CA' };

/** The locale tag of `language`. */
export function localeOf(language: string): string {
  return LOCALES[languageOrDefault(language)];
}

/** The language the back office speaks now. */
export function opsLanguage(): Language {
  return languageOrDefault(i18n.resolvedLanguage ?? i18n.language);
}

/** The locale of the language the back office speaks now. */
export function opsLocale(): string {
  return LOCALES[opsLanguage()];
}
