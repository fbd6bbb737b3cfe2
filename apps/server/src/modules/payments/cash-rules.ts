import type { MessageKey } from '@fairfare/contracts/messages';
import { isClaimActive, storedPayMode, whatTripOwes, type OwingTrip } from './rules.ts';

/**
 * Pure rules of cash (docs/architecture.md "cash becomes Paid when the driver confirms it"): the site can
 * neither take nor see cash, so the rider's 'I paid in cash' only records the choice, and the
 * trip becomes Paid when its driver confirms the cash through the driver API (cash.ts).
 */

/** Why a cash call is refused, and how: 400 (bad choice), 404 (not the caller's), 409 (state). */
export interface CashRefusal {
  refused: MessageKey;
  status: 400 | 404 | 409;
}

/** The trip columns the cash rules read. */
export interface CashTrip extends OwingTrip {
  trip_pay_mode: string;
  driver_id: number | null;
  pay_claimed_at: number | null;
}

const isCash = (trip: Pick<CashTrip, 'trip_pay_mode'>) =>
  trip.trip_pay_mode === storedPayMode('Cash');

const isPaid = (trip: Pick<CashTrip, 'trip_pay_status'>) => trip.trip_pay_status === 'Paid';

/**
 * The rider's `addtriptrans` with pay_mode Cash: `awaiting` (a completed cash trip, unpaid: its
 * driver is to confirm the cash), `confirmed` (the driver did already), or a refusal. A
 * cancellation fee is paid by card or wallet only: the driver who cancelled or was cancelled on
 * never collects it.
 */
export function riderCashChoice(
  trip: CashTrip,
): { answer: 'awaiting' | 'confirmed' } | CashRefusal {
  if (isPaid(trip)) {
    return trip.trip_status === 'completed' && isCash(trip)
      ? { answer: 'confirmed' }
      : { refused: 'payment.alreadyPaid', status: 409 };
  }
  const outcome = whatTripOwes(trip);
  if ('refused' in outcome) return { refused: outcome.refused, status: 409 };
  if (outcome.owed.kind === 'cancel_fee') return { refused: 'payment.cashNotForFee', status: 400 };
  // Cash is chosen when booking (the city's pay options); a card or wallet trip stays one.
  if (!isCash(trip)) return { refused: 'booking.payModeInvalid', status: 400 };
  return { answer: 'awaiting' };
}

/**
 * The driver's `driverapi/confirmcash`: `confirm` (mark it Paid now), `already` (confirmed
 * before: the same answer, nothing recorded twice), or a refusal. Only the trip's own driver; only
 * a completed cash trip that owes its fare; not while a card payment of it is under way.
 */
export function driverCashConfirmation(
  trip: CashTrip | undefined,
  driverId: number,
  now: number,
): { step: 'confirm' | 'already' } | CashRefusal {
  // A missing trip and another driver's answer alike (ids are not confirmed).
  if (!trip || trip.driver_id !== driverId) {
    return { refused: 'payment.cashNotYourTrip', status: 404 };
  }
  if (trip.trip_status !== 'completed' || !isCash(trip)) {
    return { refused: 'payment.cashNotDue', status: 409 };
  }
  // Paid and still cash: paid in cash (any other payment stores its own mode).
  if (isPaid(trip)) return { step: 'already' };
  const outcome = whatTripOwes(trip);
  if ('refused' in outcome) return { refused: outcome.refused, status: 409 };
  if (isClaimActive(trip.pay_claimed_at, now)) {
    return { refused: 'payment.inProgress', status: 409 };
  }
  return { step: 'confirm' };
}
