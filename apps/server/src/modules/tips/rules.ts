import { toAmount, toCents } from '@fairfare/contracts/fare';
import type { MessageKey, MessageParams } from '@fairfare/contracts/messages';
import { maxTipOf, percentOfFare, TIP_PERCENTS, type TipPercent } from '@fairfare/contracts/tips';
import { AFTER_RIDE_HOURS, afterRideOpen } from '@fairfare/contracts/after-ride';
import { isClaimActive, paymentModeOf } from '../payments/rules.ts';

/**
 * Pure tip rules (issue 14, contracts tips.ts): whether a trip may get a tip now, how it is paid,
 * and what a choice costs. Amounts are integer cents; the percents are of the agreed fare
 * (user_offer_amt, the receipt's "Fare"), what the rider and driver settled on.
 */

/** The trip columns the rules read. */
export interface TippingTrip {
  trip_status: string;
  trip_date: number;
  trip_pay_status: string;
  trip_pay_mode: string;
  tip_paid_at: number | null;
  tip_claimed_at: number | null;
}

/** Why a tip is refused: the HTTP status and the message key (with its placeholders). */
export interface TipRefusal {
  status: 400 | 409;
  key: MessageKey;
  params?: MessageParams;
}

const refuse = (key: MessageKey, status: 400 | 409 = 409): TipRefusal => ({ status, key });

/** How a tip of the trip is paid: the way the trip was paid; null for cash (or unknown). */
export function tipPayMode(trip: Pick<TippingTrip, 'trip_pay_mode'>): 'Card' | 'wallet' | null {
  const mode = paymentModeOf(trip.trip_pay_mode);
  return mode === 'Card' || mode === 'wallet' ? mode : null;
}

/**
 * Null when the trip may get a tip now: completed, within AFTER_RIDE_HOURS of the ride (decision
 * 032), paid (the fare first, so that a tip never competes with it for the wallet or the card),
 * by card or wallet, no tip yet and none being charged. A trip paid in cash is refused: the site
 * can neither take nor prove cash, so a tip for it goes to the driver by hand.
 */
export function tipRefusal(trip: TippingTrip, now: number): TipRefusal | null {
  if (trip.trip_status !== 'completed') return refuse('tip.notCompleted');
  if (trip.tip_paid_at !== null) return refuse('tip.alreadyTipped');
  if (!afterRideOpen(trip.trip_date, now)) {
    return { status: 409, key: 'tip.windowClosed', params: { hours: AFTER_RIDE_HOURS } };
  }
  if (trip.trip_pay_status !== 'Paid') return refuse('tip.payFirst');
  if (tipPayMode(trip) === null) return refuse('tip.cashTrip');
  if (isClaimActive(trip.tip_claimed_at, now)) return refuse('tip.inProgress');
  return null;
}

/** The offered percents within the limit, each with its cost in cents. */
export function offeredPercents(
  fareCents: number,
  maxPercent: number,
): Array<{ percent: TipPercent; amount: number }> {
  const max = maxTipOf(fareCents, maxPercent);
  return TIP_PERCENTS.map((percent) => ({
    percent,
    amount: percentOfFare(fareCents, percent),
  })).filter((option) => option.amount > 0 && option.amount <= max);
}

/** What the rider chose: a percent of the fare, or an amount (decimal) of their own. */
export interface TipChoice {
  percent?: TipPercent | undefined;
  amount?: number | undefined;
}

/**
 * The tip a choice makes, in cents, or the 400 that refuses it: above the limit (at most
 * `maxPercent` of the fare, `tip.tooHigh` with the limit and currency), or nothing at all (a
 * percent of a fare of 0).
 */
export function chosenTip(
  choice: TipChoice,
  fare: { cents: number; currency: string },
  maxPercent: number,
): { amount: number; percent: TipPercent | null } | { refused: TipRefusal } {
  const amount =
    choice.percent !== undefined
      ? percentOfFare(fare.cents, choice.percent)
      : toCents(choice.amount ?? 0);
  if (amount <= 0) return { refused: refuse('tip.invalid', 400) };
  const max = maxTipOf(fare.cents, maxPercent);
  if (amount > max) {
    return {
      refused: {
        status: 400,
        key: 'tip.tooHigh',
        params: { max: toAmount(max).toFixed(2), currency: fare.currency },
      },
    };
  }
  return { amount, percent: choice.percent ?? null };
}

/** The gateway idempotency key of one card charge of a trip's tip (the claim's time). */
export const tipChargeKey = (tripId: number, claimedAt: number) => `tip-${tripId}-${claimedAt}`;
