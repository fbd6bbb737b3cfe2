import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText } from '../intl/intlText';

/** The ways the site shows a number, as Intl.NumberFormat options. */
export const numberFormats = {
  /** A distance in km: up to two decimals (3.48, 12, 0.5). */
  km: { maximumFractionDigits: 2 },
  /** A driver's rating: always one decimal (4.0, 4.5). */
  rating: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  /** An amount of money whose currency is not known: two decimals (8.00). */
  amount: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

export type NumberFormat = keyof typeof numberFormats | Intl.NumberFormatOptions;

/**
 * Formats a number for the interface language (Intl.NumberFormat): "3.48" in English, "3,48" in
 * Spanish and French. `format` names one of `numberFormats` or gives the options; by default
 * the number is shown as it is (up to three decimals).
 */
export function formatNumber(value: number, language: string, format: NumberFormat = {}): string {
  const options = typeof format === 'string' ? numberFormats[format] : format;
  try {
    return numberText(language, options, value);
  } catch {
    // an unknown language tag or unit: the number as JavaScript writes it rather than fail
    return String(value);
  }
}

/** `formatNumber` bound to the current interface language; changes when the language does. */
export function useFormatNumber(): (value: number, format?: NumberFormat) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (value: number, format?: NumberFormat) => formatNumber(value, language, format),
    [language],
  );
}
