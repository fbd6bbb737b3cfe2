import type { GatewayIntent } from '../../adapters/payments/gateway.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { ownedBy } from '../auth/ownership.ts';
import type { AttemptCall } from './attempt-gateway.ts';
import { resumeOpenAttempt } from './attempt-recovery.ts';
import { openAttempt, runAttempt, type NewAttempt } from './attempt-start.ts';
import { ensureCustomer, type PaymentDeps } from './gateway-calls.ts';
import { paymentsRepo } from './repo.ts';
import { storedPayMode, tripChargeKey, tripIntentKey, whatTripOwes, type Owed } from './rules.ts';
import { releaseFailedCharge, settleTrip } from './settle.ts';
import { chargeCurrency, description, intentMetadata } from './intents.ts';
import { chargesSavedCard } from '../ride/lifecycle.ts';
import { type TripRow, bumpRiderVersion, tripPayment, tripReads } from '../ride/store.ts';

// Card trips (docs/product/rules.md): the saved card chosen at accept, its intent, the charge at completion.

/**
 * At accept, for a Card trip: the card it will be charged on — the one the rider named (their
 * own saved card, else 404) or their most recently saved card, or null (paid from the popup).
 */
export async function chooseTripCard(
  db: DbOrTrx,
  riderId: number,
  requested: string | undefined,
): Promise<string | null> {
  if (requested !== undefined) {
    return ownedBy(await paymentsRepo.findCard(db, requested), riderId).payment_method_id;
  }
  const [latest] = await paymentsRepo.cardsOf(db, riderId);
  return latest?.payment_method_id ?? null;
}

/**
 * After the accept committed: the Card trip's payment intent for the agreed amount, waiting to be
 * confirmed at completion (payment_intent_id). A failure is logged; the trip is then charged with
 * a new intent at completion or paid from the popup.
 */
export async function prepareTripIntent(deps: PaymentDeps, tripId: number): Promise<void> {
  try {
    const trip = await tripReads.findWithDriver(deps.db, tripId);
    if (!trip?.payment_card_id || trip.payment_intent_id) return;
    if (trip.trip_pay_mode !== storedPayMode('Card') || trip.trip_pay_amount <= 0) return;
    const customer = await ensureCustomer(deps, trip.user_id);
    const owed: Owed = { kind: 'trip', amount: trip.trip_pay_amount };
    const intent = await deps.payments.createPaymentIntent({
      amount: owed.amount,
      currency: await chargeCurrency(deps.db, trip),
      customer,
      paymentMethod: trip.payment_card_id,
      confirm: false,
      description: description(trip, owed),
      metadata: intentMetadata(trip, owed),
      idempotencyKey: tripIntentKey(trip.trip_id),
    });
    await tripPayment.setTripIntent(deps.db, trip.trip_id, intent.id);
  } catch (err) {
    deps.log.warn({ err, tripId }, 'payment intent of a card trip not created');
  }
}

async function cancelIntentQuietly(deps: PaymentDeps, intentId: string): Promise<void> {
  try {
    const intent = await deps.payments.retrievePaymentIntent(intentId);
    if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled') {
      await deps.payments.cancelPaymentIntent(intentId);
    }
  } catch (err) {
    deps.log.warn({ err, intentId }, 'payment intent not cancelled');
  }
}

/**
 * The charge of what the trip owes on its saved card: the confirm of the trip's own intent when it
 * waits for what is owed, else a new off-session intent (the waiting one of another amount is
 * cancelled). The trip's own intent found succeeded already (charged, never recorded) is answered
 * as it is: nothing is charged again.
 */
async function offSessionCall(
  deps: PaymentDeps,
  trip: TripRow & { payment_card_id: string },
  owed: Owed,
  key: string,
): Promise<AttemptCall | { succeeded: GatewayIntent }> {
  const waiting = trip.payment_intent_id
    ? await deps.payments.retrievePaymentIntent(trip.payment_intent_id)
    : undefined;
  if (
    waiting?.status === 'succeeded' &&
    waiting.amount === owed.amount &&
    waiting.metadata.trip_id === String(trip.trip_id)
  ) {
    return { succeeded: waiting };
  }
  const confirmable =
    waiting?.status === 'requires_confirmation' || waiting?.status === 'requires_payment_method';
  if (waiting && confirmable && waiting.amount === owed.amount) {
    return {
      op: 'confirm',
      intentId: waiting.id,
      input: { paymentMethod: trip.payment_card_id, offSession: true },
    };
  }
  if (waiting && confirmable) await cancelIntentQuietly(deps, waiting.id);
  return {
    op: 'create',
    input: {
      amount: owed.amount,
      currency: await chargeCurrency(deps.db, trip),
      customer: await ensureCustomer(deps, trip.user_id),
      paymentMethod: trip.payment_card_id,
      confirm: true,
      offSession: true,
      description: description(trip, owed),
      metadata: { ...intentMetadata(trip, owed), attempt: key },
    },
  };
}

/** Gives a claim up and tells the rider's polls (the trip no longer shows a payment under way). */
async function releaseClaimOf(deps: PaymentDeps, trip: TripRow, claimedAt: number): Promise<void> {
  await tripPayment.releaseClaim(deps.db, trip.trip_id, claimedAt);
  await bumpRiderVersion(deps.db, trip.user_id);
}

/**
 * After a Card trip was completed, or cancelled by its rider with a fee (committed): charges its
 * saved card and marks it Paid. A free cancellation releases its intent. A declined card leaves
 * the trip Unpaid for the unpaid-trip popup. Never throws: the driver's or rider's call goes on.
 * Returns whether the trip was paid.
 */
export async function chargeSavedCard(
  deps: PaymentDeps,
  tripId: number,
  now = Date.now(),
  options: { claimedAt?: number } = {},
): Promise<boolean> {
  const trip = await tripReads.findWithDriver(deps.db, tripId).catch(() => undefined);
  if (!trip) return false;
  // The claim the caller's transaction took, if it is still ours; else the one taken below.
  let claimed = options.claimedAt !== undefined && trip.pay_claimed_at === options.claimedAt;
  const claimedAt = claimed ? options.claimedAt! : now;
  const cardId = trip.payment_card_id;
  const outcome = whatTripOwes(trip);
  if (!cardId || !chargesSavedCard(trip) || 'refused' in outcome) {
    if (
      'refused' in outcome &&
      outcome.refused === 'payment.nothingToPay' &&
      trip.payment_intent_id
    ) {
      await cancelIntentQuietly(deps, trip.payment_intent_id);
    }
    if (claimed) await releaseClaimOf(deps, trip, claimedAt);
    return false;
  }
  const owed = outcome.owed;
  let charged = false;
  try {
    const saved = await paymentsRepo.findCard(deps.db, cardId);
    if (!saved || saved.user_id !== trip.user_id) {
      if (claimed) await releaseClaimOf(deps, trip, claimedAt);
      return false;
    }
    claimed ||= await tripPayment.claimTrip(deps.db, trip.trip_id, claimedAt);
    if (!claimed) return false;
    // A charge of this trip a crash left open is asked about first (decision 026).
    if (await resumeOpenAttempt(deps, trip.trip_id, 'trip', now)) return true;
    const key = tripChargeKey(trip.trip_id, now);
    const card = { brand: saved.brand, last4: saved.last4 };
    const call = await offSessionCall(deps, { ...trip, payment_card_id: cardId }, owed, key);
    if ('succeeded' in call) {
      charged = true;
      await settleTrip(deps, {
        tripId: trip.trip_id,
        riderId: trip.user_id,
        mode: 'Card',
        now,
        intent: call.succeeded,
        card,
      });
      return true;
    }
    const attempt: NewAttempt = {
      key,
      purpose: 'trip',
      kind: owed.kind,
      tripId: trip.trip_id,
      riderId: trip.user_id,
      amount: owed.amount,
      card,
      call,
      claimedAt,
    };
    // Opened only while the claim is still ours: a claim that ran out meanwhile (a stalled
    // process) may have been taken over by the popup's payment, which would then be charged too.
    const ours = { move: 'keep', tripId: trip.trip_id, at: claimedAt } as const;
    if (!(await openAttempt(deps, attempt, now, ours))) return false;
    // From here the attempt owns the outcome: finishAttempt releases the claim of a refusal, and
    // an unknown outcome stays open for a retry or the reconciliation job.
    charged = true;
    const result = await runAttempt(deps, attempt, now);
    return result.state === 'succeeded';
  } catch (err) {
    deps.log.warn({ err, tripId }, 'card trip not charged');
    if (claimed && !charged) {
      await releaseFailedCharge(deps, { trip, owed, err, now, claimedAt }).catch(() => undefined);
    }
    return false;
  }
}
