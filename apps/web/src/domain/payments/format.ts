/** How a card and a pay mode read on screen (docs/product/screens.md saved cards, §3 city_pay_options). */
import { payOptionLabel } from '../cities/payOptions';

/** '•••• •••• •••• 4242': only the last 4 digits are ever known. */
export function maskedNumber(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** '04/2031': month on two digits, a two-digit year read as 20xx. */
export function expiry(month: number, year: number): string {
  const fullYear = year < 100 ? 2000 + year : year;
  return `${String(month).padStart(2, '0')}/${fullYear}`;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa'; an unknown brand with its first letter capitalised. */
export function brandLabel(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand;
}

/** A trip's pay mode: the stored 'stripe' (and a payment record's 'Card') read 'Card'. */
export function payModeLabel(mode: string): string {
  return payOptionLabel(mode.toLowerCase());
}
