import { CardError, type GatewayIntent } from '../../adapters/payments/gateway.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { attemptsRepo, closeSettledAttempt } from './attempts-repo.ts';
import type { CardLabel, PaymentDeps } from './gateway-calls.ts';
import { paymentsRepo, type NewPayment } from './repo.ts';
import { isClaimActive } from './rules.ts';
import { type TripRow, tripChanges, tripPayment, tripReads } from '../ride/store.ts';

// The money side of a tip (tips module, contracts tips.ts): recording it on the trip and in the
// payment records, the wallet debit, and a failed card charge.

export interface TipSettlement {
  tripId: number;
  riderId: number;
  /** Cents, decided by the server (tips/rules.ts) or, from the webhook, the charged intent's. */
  amount: number;
  percent: number | null;
  mode: 'Card' | 'wallet';
  now: number;
  /** Card: the succeeded intent, its idempotency key and the card. */
  intent?: Pick<GatewayIntent, 'id' | 'amount'>;
  idempotencyKey?: string | null;
  card?: CardLabel | null;
  /** The card attempt this settles (payments/attempt-start.ts), closed in the same transaction. */
  attemptKey?: string | undefined;
}

async function tipRecord(
  db: DbOrTrx,
  trip: TripRow,
  t: { amount: number; mode: 'Card' | 'wallet'; now: number },
): Promise<Omit<NewPayment, 'status' | 'gateway_ref' | 'failure_message'>> {
  return {
    user_id: trip.user_id,
    trip_id: trip.trip_id,
    driver_id: trip.driver_id,
    kind: 'tip',
    pay_mode: t.mode,
    total_amt: t.amount,
    pay_amount: t.amount,
    rider_amt: t.amount,
    promo_amt: 0,
    // The whole tip is the driver's.
    commission_amt: 0,
    driver_commission_amt: t.amount,
    trans_description: `Tip, trip #${trip.trip_id}`,
    city_id: trip.city_id,
    currency: trip.trip_currency,
    pg_currency: (await paymentsRepo.cityCurrency(db, trip.city_id)) ?? trip.trip_currency,
    exchange_rate: 1,
    currency_multiplier: 1,
    created_at: t.now,
  };
}

/**
 * Records the rider's tip, one transaction the ride opens with its locks (ride/changes.ts
 * changeOwnTrip: the rider's version first), the guarded tip of the trip (a completed, paid trip with no tip yet: a
 * race has one winner), for the wallet the guarded debit and its ledger entry, and the payment
 * record (kind `tip`; a card intent is recorded once). A card intent recorded already (the
 * webhook after the answer, or a replay) changes nothing: `recorded` is then false. Throws the
 * 4xx that says why, with nothing changed.
 */
export async function settleTip(
  deps: Pick<PaymentDeps, 'db'>,
  s: TipSettlement,
): Promise<{ trip: TripRow; recorded: boolean }> {
  const who = { tripId: s.tripId, riderId: s.riderId };
  return tripChanges.changeOwnTrip(deps.db, who, async (trx, trip) => {
    const closeAttempt = () => closeSettledAttempt(trx, s);
    if (s.intent && (await paymentsRepo.findSettledByIntent(trx, s.intent.id))) {
      await closeAttempt();
      return { trip, recorded: false };
    }
    if (trip.tip_paid_at !== null) throw conflict('tip.alreadyTipped');
    if (s.intent && s.intent.amount !== s.amount) throw conflict('payment.notConfirmed');
    if (!Number.isInteger(s.amount) || s.amount <= 0) throw badRequest('tip.invalid');
    // A wallet tip waits for a card tip being charged (a card trip has none, but be sure).
    if (s.mode === 'wallet' && isClaimActive(trip.tip_claimed_at, s.now)) {
      throw conflict('tip.inProgress');
    }
    // …and for a card tip whose outcome is not known yet (decision 026).
    if (s.mode === 'wallet' && (await attemptsRepo.openOf(trx, trip.trip_id, 'tip'))) {
      throw conflict('tip.inProgress');
    }
    const marked = await tripPayment.markTipPaid(trx, trip.trip_id, {
      amount: s.amount,
      percent: s.percent,
      now: s.now,
      unclaimed: s.mode === 'wallet',
    });
    if (!marked) throw conflict('tip.alreadyTipped');
    let balance: number | undefined;
    if (s.mode === 'wallet') {
      balance = await paymentsRepo.debitWallet(trx, s.riderId, s.amount);
      if (balance === undefined) throw badRequest('tip.insufficientWallet');
    }
    const paymentId = await paymentsRepo.insertPayment(trx, {
      ...(await tipRecord(trx, trip, s)),
      status: 'succeeded',
      gateway_ref: s.intent?.id ?? null,
      idempotency_key: s.idempotencyKey ?? null,
      failure_message: null,
      card_brand: s.card?.brand ?? null,
      card_last4: s.card?.last4 ?? null,
      settles_intent_id: s.intent?.id ?? null,
    });
    if (paymentId === undefined) throw conflict('tip.alreadyTipped');
    await closeAttempt();
    if (balance !== undefined) {
      await paymentsRepo.addLedgerEntry(trx, {
        userId: s.riderId,
        amount: -s.amount,
        balanceAfter: balance,
        reason: 'tip',
        paymentId,
        tripId: trip.trip_id,
        now: s.now,
      });
    }
    const updated = await tripReads.findWithDriver(trx, trip.trip_id);
    if (!updated) throw new Error('trip vanished inside its own transaction');
    return { trip: updated, recorded: true };
  });
}

/**
 * A card charge of a tip that took no money: the tip claim is released so the rider may try
 * again, and a card refusal is recorded as a failed payment (its message kept for the operator).
 */
export async function releaseFailedTip(
  deps: Pick<PaymentDeps, 'db'>,
  f: { trip: TripRow; amount: number; err: unknown; claimedAt: number; now: number },
): Promise<void> {
  await tripPayment.releaseTipClaim(deps.db, f.trip.trip_id, f.claimedAt);
  if (f.err instanceof CardError) {
    await paymentsRepo.insertPayment(deps.db, {
      ...(await tipRecord(deps.db, f.trip, { amount: f.amount, mode: 'Card', now: f.now })),
      status: 'failed',
      gateway_ref: f.err.intentId ?? null,
      failure_message: f.err.message,
    });
  }
}
