import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/hooks/useFormatMoney';
import { numberText } from '../../shared/intl/intlText';

/** Amounts in the trip's currency, written the driver's language's way (CA$12.00, 12,00 $CA). */
export function useMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (amount: number, currency: string) => formatMoney(amount, currency, language),
    [language],
  );
}

/** A distance in kilometres, one decimal ("1.2 km", "1,2 km"). */
export function useKm(): (km: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (km: number) =>
      numberText(
        language,
        { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1, minimumFractionDigits: 1 },
        km,
      ),
    [language],
  );
}

/** Seconds left as m:ss (never below 0:00). */
export function clock(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The pay-mode key of the texts (the service's cash, stripe, wallet); anything else "other". */
export function payKey(mode: string): 'cash' | 'card' | 'wallet' | 'other' {
  const lower = mode.toLowerCase();
  if (lower === 'stripe' || lower === 'card') return 'card';
  return lower === 'cash' || lower === 'wallet' ? lower : 'other';
}
