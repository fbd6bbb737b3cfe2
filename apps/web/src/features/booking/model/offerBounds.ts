import { toAmount, toCents } from '@fairfare/contracts/fare';
import type { FieldMessage } from './fieldMessage';

/**
 * The rider's offer ("send offer") must lie within the fare's bounds (docs/product/validation.md): the same rule, in
 * cents, as the server's. The message names the bound as the server does (a decimal amount).
 */
export function offerBoundProblem(
  offer: number,
  bounds: { min_amount: number; max_amount: number },
): FieldMessage | null {
  const cents = toCents(offer);
  if (cents < toCents(bounds.min_amount)) {
    return {
      key: 'booking.bidTooLow',
      params: { minAmount: toAmount(toCents(bounds.min_amount)) },
    };
  }
  if (cents > toCents(bounds.max_amount)) {
    return {
      key: 'booking.bidTooHigh',
      params: { maxAmount: toAmount(toCents(bounds.max_amount)) },
    };
  }
  return null;
}

/** The amount an offer field shows for a fare: two decimals, '.' as the separator (a number input's value). */
export function offerInputValue(amount: number): string {
  return toAmount(toCents(amount)).toFixed(2);
}

/** The number a rider typed, or null when the field holds no number. */
export function parseOffer(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}
