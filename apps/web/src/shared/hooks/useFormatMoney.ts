import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText } from '../intl/intlText';

/** Formats an amount in a currency for the interface language (Intl.NumberFormat). */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return numberText(language, { style: 'currency', currency }, amount);
  } catch {
    // unknown currency code: show the number and the code rather than fail
    return `${numberText(language, { minimumFractionDigits: 2 }, amount)} ${currency}`;
  }
}

/** `formatMoney` bound to the current interface language; changes when the language does. */
export function useFormatMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (amount: number, currency: string) => formatMoney(amount, currency, language),
    [language],
  );
}
