import { formatNumber } from '../../../shared/hooks/useFormatNumber';
import { opsLanguage } from '../../shared/opsLocale';

/**
 * An amount as the back office shows it: two decimals and the currency, written the way of the
 * staff member's language (1000.00 CAD, 1000,00 CAD), as the amount fields take it.
 */
export function moneyText(amount: number, currency: string, language = opsLanguage()): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };
  return `${formatNumber(amount, language, digits)} ${currency}`;
}

/**
 * A decimal amount from what staff typed ('7.5', '7,50'): a number above 0 with at most two
 * decimals, else null (the form then says so before anything is sent).
 */
export function parseAmount(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

/**
 * A fresh key for one money action: the same key again is the same action (decision 040).
 * randomUUID exists only in secure contexts (https, localhost); 16 random bytes do elsewhere.
 */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
