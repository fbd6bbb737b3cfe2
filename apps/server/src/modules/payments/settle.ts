import { toAmount } from '@fairfare/contracts/fare';
import type { PaymentMode } from '@fairfare/contracts/payments';
import type { Trip } from '@fairfare/contracts/trips';
import { CardError, type GatewayIntent } from '../../adapters/payments/gateway.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { toTrip } from '../ride/views.ts';
import { attemptsRepo, closeSettledAttempt } from './attempts-repo.ts';
import type { CardLabel, PaymentDeps } from './gateway-calls.ts';
import { paymentsRepo } from './repo.ts';
import {
  isClaimActive,
  paymentAmounts,
  storedPayMode,
  whatTripOwes,
  type Owed,
  type TripPaymentKind,
} from './rules.ts';
import {
  type TripRow,
  bumpRiderVersion,
  tripChanges,
  tripPayment,
  tripReads,
} from '../ride/store.ts';

/** What the rider owes for the trip, or the 409 that says why nothing is owed. */
export function owedOrRefuse(trip: TripRow): Owed {
  const outcome = whatTripOwes(trip);
  if ('refused' in outcome) throw conflict(outcome.refused);
  return outcome.owed;
}

export interface TripSettlement {
  tripId: number;
  riderId: number;
  mode: PaymentMode;
  now: number;
  /** Card: the succeeded intent, its idempotency key and the card. */
  intent?: Pick<GatewayIntent, 'id' | 'amount'>;
  idempotencyKey?: string | null;
  card?: CardLabel | null;
  /** The card attempt this settles (attempt-start.ts), closed in the same transaction. */
  attemptKey?: string | undefined;
  /** Wallet: the amount (cents) the rider confirmed in the page; it must be what is due. */
  confirmedAmount?: number | undefined;
}

async function recordCurrency(db: DbOrTrx, trip: TripRow) {
  return {
    currency: trip.trip_currency,
    pg_currency: (await paymentsRepo.cityCurrency(db, trip.city_id)) ?? trip.trip_currency,
  };
}

/**
 * Marks the rider's trip Paid and records the payment, one transaction the ride opens with its
 * locks (ride/changes.ts changeOwnTrip), then settleLockedTrip. A card intent that was recorded
 * already (the webhook after the page, or a replay) changes nothing.
 */
export async function settleTrip(deps: PaymentDeps, s: TripSettlement): Promise<Trip> {
  return tripChanges.changeOwnTrip(deps.db, { tripId: s.tripId, riderId: s.riderId }, (trx, trip) =>
    settleLockedTrip(trx, trip, s),
  );
}

/**
 * Inside a transaction that already holds the trip's locks (settleTrip, or the driver's cash
 * confirmation through ride/changes.ts): the guarded trip update (a race has one winner), the
 * payment record (unique per trip), and for the wallet the guarded debit and its ledger entry.
 */
export async function settleLockedTrip(trx: Trx, trip: TripRow, s: TripSettlement): Promise<Trip> {
  const closeAttempt = () => closeSettledAttempt(trx, s);
  if (s.intent && (await paymentsRepo.findSettledByIntent(trx, s.intent.id))) {
    await closeAttempt();
    return toTrip(trip);
  }
  const owed = owedOrRefuse(trip);
  if (s.intent && s.intent.amount !== owed.amount) throw conflict('payment.notConfirmed');
  // The wallet is debited at once: only the amount the rider saw and confirmed is taken, compared
  // under the trip's lock so that a change since the page read it cannot slip through.
  if (s.mode === 'wallet' && s.confirmedAmount !== owed.amount) {
    throw new AppError(409, 'payment.amountChanged', {
      amount: toAmount(owed.amount).toFixed(2),
      currency: trip.trip_currency,
    });
  }
  if (s.mode !== 'Card' && isClaimActive(trip.pay_claimed_at, s.now)) {
    throw conflict('payment.inProgress');
  }
  // A card charge whose outcome is not known yet (decision 026): paying otherwise now could pay
  // twice; the reconciliation job settles or releases it.
  if (s.mode !== 'Card' && (await attemptsRepo.openOf(trx, trip.trip_id, 'trip'))) {
    throw conflict('payment.inProgress');
  }
  // Cash settles only a completed cash trip, and only when its driver confirms it (cash.ts).
  if (s.mode === 'Cash' && (owed.kind !== 'trip' || trip.trip_pay_mode !== storedPayMode('Cash'))) {
    throw conflict('payment.cashNotDue');
  }
  let balance: number | undefined;
  if (s.mode === 'wallet') {
    balance = await paymentsRepo.debitWallet(trx, s.riderId, owed.amount);
    if (balance === undefined) throw badRequest('payment.insufficientWallet');
  }
  const paid = await tripPayment.markTripPaid(trx, trip.trip_id, {
    storedMode: storedPayMode(s.mode),
    now: s.now,
    // A cancelled trip whose fee is paid ends as paid_cancel (docs/product/states.md status list).
    endsCancelled: owed.kind === 'cancel_fee',
  });
  if (!paid) throw conflict('payment.alreadyPaid');
  const paymentId = await paymentsRepo.insertPayment(trx, {
    user_id: s.riderId,
    trip_id: trip.trip_id,
    driver_id: trip.driver_id,
    kind: owed.kind,
    pay_mode: s.mode,
    status: 'succeeded',
    ...paymentAmounts(trip, owed),
    city_id: trip.city_id,
    ...(await recordCurrency(trx, trip)),
    exchange_rate: 1,
    currency_multiplier: 1,
    gateway_ref: s.intent?.id ?? null,
    idempotency_key: s.idempotencyKey ?? null,
    failure_message: null,
    card_brand: s.card?.brand ?? null,
    card_last4: s.card?.last4 ?? null,
    settles_trip_id: trip.trip_id,
    settles_intent_id: s.intent?.id ?? null,
    created_at: s.now,
  });
  if (paymentId === undefined) throw conflict('payment.alreadyPaid');
  await closeAttempt();
  if (balance !== undefined) {
    await paymentsRepo.addLedgerEntry(trx, {
      userId: s.riderId,
      amount: -owed.amount,
      balanceAfter: balance,
      reason: owed.kind === 'cancel_fee' ? 'cancel_fee' : 'trip_payment',
      paymentId,
      tripId: trip.trip_id,
      now: s.now,
    });
  }
  const updated = await tripReads.findWithDriver(trx, trip.trip_id);
  if (!updated) throw new Error('trip vanished inside its own transaction');
  return toTrip(updated);
}

/** Keeps a failed card attempt on record (status failed, the provider's message). */
export async function recordFailedCharge(
  deps: PaymentDeps,
  f: { trip: TripRow; owed: Owed; intentId: string | null; message: string; now: number },
): Promise<void> {
  await paymentsRepo.insertPayment(deps.db, {
    user_id: f.trip.user_id,
    trip_id: f.trip.trip_id,
    driver_id: f.trip.driver_id,
    kind: f.owed.kind satisfies TripPaymentKind,
    pay_mode: 'Card',
    status: 'failed',
    ...paymentAmounts(f.trip, f.owed),
    city_id: f.trip.city_id,
    ...(await recordCurrency(deps.db, f.trip)),
    gateway_ref: f.intentId,
    failure_message: f.message,
    created_at: f.now,
  });
}

/**
 * A card charge that took no money: the trip's claim is released so the rider may pay again, and
 * a card refusal is recorded as a failed payment (its message kept for the operator).
 */
export async function releaseFailedCharge(
  deps: PaymentDeps,
  f: { trip: TripRow; owed: Owed; err: unknown; now: number; claimedAt?: number },
): Promise<void> {
  await tripPayment.releaseClaim(deps.db, f.trip.trip_id, f.claimedAt ?? f.now);
  // The rider's polls learn the payment is no longer under way.
  await bumpRiderVersion(deps.db, f.trip.user_id);
  if (f.err instanceof CardError) {
    await recordFailedCharge(deps, {
      trip: f.trip,
      owed: f.owed,
      intentId: f.err.intentId ?? null,
      message: f.err.message,
      now: f.now,
    });
  }
}

/**
 * Credits a succeeded top-up intent to the rider's wallet, once: the payment record is unique per
 * intent, so a replayed call or the webhook after the page finds it and changes nothing. Returns
 * the balance in cents.
 */
export async function creditTopUp(
  deps: PaymentDeps,
  t: {
    riderId: number;
    intent: GatewayIntent;
    idempotencyKey: string | null;
    card: CardLabel | null;
    now: number;
  },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const currency = t.intent.currency.toUpperCase();
    const paymentId = await paymentsRepo.insertPayment(trx, {
      user_id: t.riderId,
      trip_id: null,
      driver_id: null,
      kind: 'wallet_topup',
      pay_mode: 'Card',
      status: 'succeeded',
      total_amt: t.intent.amount,
      pay_amount: t.intent.amount,
      rider_amt: t.intent.amount,
      trans_description: 'Wallet top-up',
      city_id: null,
      currency,
      pg_currency: currency,
      exchange_rate: 1,
      currency_multiplier: 1,
      gateway_ref: t.intent.id,
      idempotency_key: t.idempotencyKey,
      failure_message: null,
      card_brand: t.card?.brand ?? null,
      card_last4: t.card?.last4 ?? null,
      settles_intent_id: t.intent.id,
      created_at: t.now,
    });
    if (paymentId === undefined) {
      return (await paymentsRepo.rider(trx, t.riderId))?.u_wallet ?? 0;
    }
    const balance = await paymentsRepo.creditWallet(trx, t.riderId, t.intent.amount);
    await paymentsRepo.addLedgerEntry(trx, {
      userId: t.riderId,
      amount: t.intent.amount,
      balanceAfter: balance,
      reason: 'top_up',
      paymentId,
      tripId: null,
      now: t.now,
    });
    return balance;
  });
}
