import type { CancelQuote, Trip } from '@fairfare/contracts/trips';

/** What the cancel popup tells the rider before Submit. */
export type CancelTerms =
  { kind: 'free' } | { kind: 'freeUntil'; until: number } | { kind: 'fee'; amount: number };

/**
 * The terms at `now` (this browser's clock) from the server's quote. The quote carries the
 * server's clock, so a browser whose clock is off still switches from free to the fee when the
 * server will: the window is counted from when the answer arrived (`receivedAt`). The server's
 * one rule (decision 060): free before `free_until`, `fee_after` from it on — nothing else.
 */
export function cancelTermsAt(quote: CancelQuote, receivedAt: number, now: number): CancelTerms {
  if (quote.free_until === null)
    return quote.fee > 0 ? { kind: 'fee', amount: quote.fee } : { kind: 'free' };
  // a city without a fee: free before and after the window alike
  if (quote.fee_after <= 0 && quote.fee <= 0) return { kind: 'free' };
  const serverNow = quote.now + (now - receivedAt);
  if (serverNow < quote.free_until && quote.fee === 0) {
    // the end of the window on this browser's clock
    return { kind: 'freeUntil', until: quote.free_until - quote.now + receivedAt };
  }
  return quote.fee_after > 0 ? { kind: 'fee', amount: quote.fee_after } : { kind: 'free' };
}

/** Common reasons a rider can pick instead of typing (each long enough for the spec's rule). */
export const COMMON_CANCEL_REASONS = [
  'plansChanged',
  'waitTooLong',
  'bookedByMistake',
  'otherRide',
] as const;

/**
 * What the toast after a cancellation says (a `ride` text key): free; a fee charged to the card
 * already (Paid), or being charged right now; or a fee still owed (paid from the unpaid-trip
 * popup). Never "owed" for a fee the card has paid.
 */
export function cancelledToastKey(
  trip: Pick<Trip, 'cancel_fee' | 'trip_pay_status' | 'trip_pay_pending'>,
): 'cancel.done' | 'cancel.feeCharged' | 'cancel.feeCharging' | 'cancel.fee' {
  if (trip.cancel_fee <= 0) return 'cancel.done';
  if (trip.trip_pay_status.toLowerCase() === 'paid') return 'cancel.feeCharged';
  return trip.trip_pay_pending ? 'cancel.feeCharging' : 'cancel.fee';
}
