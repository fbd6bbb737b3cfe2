import { opsLanguage } from './opsLocale';

/**
 * An amount in the city's currency as staff read it in their language ("CA$1.25", "1,25 $CA");
 * the code itself if unknown.
 */
export function formatMoney(amount: number, currency: string, language = opsLanguage()): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
