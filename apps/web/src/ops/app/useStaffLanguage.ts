import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fairfare/contracts/languages';
import { rememberOpsLanguage, speakOpsLanguage } from './language';

/**
 * Speaks the signed-in staff member's own language (decision 065) and remembers it in this
 * browser for the next sign-in page. Answers whether the page speaks it yet: the gate waits, so
 * that the screens never show in the sign-in page's language first.
 */
export function useStaffLanguage(language: Language | undefined): boolean {
  const { i18n } = useTranslation('ops');
  useEffect(() => {
    if (!language) return;
    rememberOpsLanguage(language);
    if (i18n.language !== language) void speakOpsLanguage(i18n, language);
  }, [language, i18n]);
  return !language || i18n.language === language;
}
