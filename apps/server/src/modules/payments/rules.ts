import type { MessageKey } from '@fairfare/contracts/messages';
import type { PaymentMode } from '@fairfare/contracts/payments';

/**
 * Pure payment rules (docs/product/rules.md Completion and payment): what a trip owes, the payment record's
 * amounts, idempotency keys and pay-mode names. Amounts are integer cents.
 */

/**
 * What a payment settles: a ride, a rider's cancellation fee, money added to the wallet, or the
 * rider's tip for the driver after a ride (tip-settle.ts).
 */
export type PaymentKind = 'trip' | 'cancel_fee' | 'wallet_topup' | 'tip';
export type TripPaymentKind = Exclude<PaymentKind, 'wallet_topup' | 'tip'>;

export interface Owed {
  kind: TripPaymentKind;
  /** Cents. */
  amount: number;
}

/** The trip columns the owed amount is computed from. */
export interface OwingTrip {
  trip_status: string;
  trip_pay_status: string;
  trip_pay_amount: number;
  cancel_fee: number;
  can_fee_by: string | null;
}

export type OwedOutcome = { owed: Owed } | { refused: MessageKey };

/**
 * A completed trip owes its pay amount (the agreed fare less the promo); a trip the rider
 * cancelled after the countdown owes the cancellation fee. Anything else has nothing to pay; a
 * paid trip is never paid again.
 */
export function whatTripOwes(trip: OwingTrip): OwedOutcome {
  if (trip.trip_pay_status === 'Paid') return { refused: 'payment.alreadyPaid' };
  if (trip.trip_status === 'completed' && trip.trip_pay_amount > 0) {
    return { owed: { kind: 'trip', amount: trip.trip_pay_amount } };
  }
  if (trip.trip_status === 'cancel' && trip.can_fee_by === 'r' && trip.cancel_fee > 0) {
    return { owed: { kind: 'cancel_fee', amount: trip.cancel_fee } };
  }
  return { refused: 'payment.nothingToPay' };
}

// The claim's time to live is the ride's (its repo guards the claim with it): ride/claims.ts.
export { isClaimActive, PAY_CLAIM_TTL_MS } from '../ride/claims.ts';

/**
 * The gateway idempotency key of one payment attempt of a trip: the claim's time tells attempts
 * apart (a declined card, then another card), while a retry within one attempt reuses the key.
 */
export const tripChargeKey = (tripId: number, claimedAt: number) => `trip-${tripId}-${claimedAt}`;
/** The key of the intent a Card trip gets at accept (one per trip). */
export const tripIntentKey = (tripId: number) => `trip-${tripId}-intent`;
/** The key of one wallet top-up: the rider and a fresh random id. */
export const topUpKey = (riderId: number, nonce: string) => `topup-${riderId}-${nonce}`;

/** Stored trip pay modes (booking's city_pay_options) ↔ the payment record's modes (docs/product/states.md). */
const STORED_OF: Record<PaymentMode, string> = { Card: 'stripe', Cash: 'cash', wallet: 'wallet' };

export const storedPayMode = (mode: PaymentMode): string => STORED_OF[mode];

export function paymentModeOf(stored: string): PaymentMode | undefined {
  return (Object.keys(STORED_OF) as PaymentMode[]).find((mode) => STORED_OF[mode] === stored);
}

/** The trip columns a payment record's amounts come from. */
export interface PayingTrip extends OwingTrip {
  trip_id: number;
  trip_promo_amt: number;
  trip_comp_commision: number;
  trip_driver_commision: number;
}

export interface PaymentAmounts {
  total_amt: number;
  pay_amount: number;
  rider_amt: number;
  promo_amt: number;
  commission_amt: number;
  driver_commission_amt: number;
  trans_description: string;
}

/**
 * The amounts of a trip's payment record, all from the trip row: total = the fare before the
 * promo, the rider pays total − promo (the company pays the promo), and the commission split the
 * service stored when the ride was agreed / completed / cancelled.
 */
export function paymentAmounts(trip: PayingTrip, owed: Owed): PaymentAmounts {
  const shared = {
    pay_amount: owed.amount,
    rider_amt: owed.amount,
    commission_amt: trip.trip_comp_commision,
    driver_commission_amt: trip.trip_driver_commision,
  };
  if (owed.kind === 'cancel_fee') {
    return {
      ...shared,
      total_amt: owed.amount,
      promo_amt: 0,
      trans_description: `Cancellation fee, trip #${trip.trip_id}`,
    };
  }
  return {
    ...shared,
    total_amt: owed.amount + trip.trip_promo_amt,
    promo_amt: trip.trip_promo_amt,
    trans_description: `Trip #${trip.trip_id}`,
  };
}

/** Four-digit card expiry year from the form's two or four digits. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** The message key of a card the gateway refused while tokenizing (sandbox form). */
export function cardErrorKey(code: string): MessageKey {
  switch (code) {
    case 'incorrect_number':
    case 'invalid_number':
      return 'payment.cardNumberInvalid';
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      return 'payment.cardExpiryInvalid';
    case 'expired_card':
      return 'payment.cardExpired';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'payment.cardCvcInvalid';
    case 'card_declined':
      return 'payment.cardDeclined';
    case 'insufficient_funds':
      return 'payment.insufficientFunds';
    default:
      return 'payment.providerError';
  }
}
