import { PAYMENT_MODES, type PaymentMode } from '@fairfare/contracts/payments';

/**
 * The card line of a receipt: 'Visa •••• 4242' from the stored brand and last 4 (only these are
 * ever stored). The gateways name brands in lower case ('visa', 'mastercard', 'amex'); the receipt
 * capitalises them. Null when either is unknown.
 */
export function cardLabel(brand: string | null, last4: string | null): string | null {
  const b = brand?.trim() ?? '';
  const l = last4?.trim() ?? '';
  if (!b || !l) return null;
  return `${b.charAt(0).toUpperCase()}${b.slice(1).toLowerCase()} •••• ${l}`;
}

/** A stored pay mode as the API names it ('card' and 'Card' are one mode); null if unknown. */
export function paymentModeOf(stored: string): PaymentMode | null {
  const wanted = stored.trim().toLowerCase();
  return PAYMENT_MODES.find((mode) => mode.toLowerCase() === wanted) ?? null;
}
