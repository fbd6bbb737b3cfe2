import { toAmount } from '@fairfare/contracts/fare';
import type { MessageKey, MessageParams } from '@fairfare/contracts/messages';
import { OPEN_OFFER_STATUSES } from '@fairfare/contracts/offers';

/** Offer rules (docs/product/states.md offer flow, §5 counter-offer, docs/product/rules.md Offers), pure; money in cents. */
export interface OfferProblem {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * An offer or counter-offer must lie within the trip's [min_amount, max_amount] (docs/product/validation.md:
 * 'Please enter an amount greater than or equal to {min}', the same wording with the maximum).
 */
export function amountProblem(
  cents: number,
  trip: { min_amount: number; max_amount: number },
): OfferProblem | null {
  if (cents < trip.min_amount) {
    return { key: 'ride.counterTooLow', params: { min: toAmount(trip.min_amount) } };
  }
  if (cents > trip.max_amount) {
    return { key: 'ride.counterTooHigh', params: { max: toAmount(trip.max_amount) } };
  }
  return null;
}

/**
 * A raised fare of an open request (tripapi/raisefare): higher than the rider's current offer,
 * and within the trip's bounds like any offer.
 */
export function raiseProblem(
  cents: number,
  trip: { user_offer_amt: number; min_amount: number; max_amount: number },
): OfferProblem | null {
  if (cents <= trip.user_offer_amt) {
    return { key: 'ride.raiseNotHigher', params: { current: toAmount(trip.user_offer_amt) } };
  }
  return amountProblem(cents, trip);
}

/** Whether an offer may still be accepted or answered at `now`. */
export function isOfferOpen(offer: { status: string; expires_at: number }, now: number): boolean {
  return (
    (OPEN_OFFER_STATUSES as readonly string[]).includes(offer.status) && offer.expires_at > now
  );
}

/** When an offer made (or answered) at `now` stops being open. */
export function offerExpiresAt(now: number, validityMs: number): number {
  return now + validityMs;
}
