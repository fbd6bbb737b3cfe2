import type { GatewayIntent } from '../../adapters/payments/gateway.ts';
import { AppError } from '../../http/errors.ts';
import type { Resolution } from './attempt-gateway.ts';
import { attemptsRepo, type AttemptRow } from './attempts-repo.ts';
import type { PaymentDeps } from './gateway-calls.ts';
import type { TripPaymentKind } from './rules.ts';
import { releaseFailedCharge, settleTrip } from './settle.ts';
import { releaseFailedTip, settleTip } from './tip-settle.ts';
import { tripReads } from '../ride/store.ts';

// A card attempt's outcome settled: the charge recorded and the attempt closed with it, or the
// refusal closed and the claim released. Whoever learnt the outcome calls it — the call just made
// (attempt-start.ts) or the recovery of an attempt left open (attempt-recovery.ts).

export type Finish = 'settled' | 'failed' | 'pending' | 'unrecorded';

/** Records a succeeded attempt (the trip Paid, or the tip), closing it in the same transaction. */
async function settleAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  intent: GatewayIntent,
  now: number,
): Promise<void> {
  const card =
    attempt.card_brand !== null && attempt.card_last4 !== null
      ? { brand: attempt.card_brand, last4: attempt.card_last4 }
      : null;
  const common = {
    tripId: attempt.trip_id,
    riderId: attempt.user_id,
    mode: 'Card' as const,
    now,
    intent,
    idempotencyKey: attempt.attempt_key,
    attemptKey: attempt.attempt_key,
    card,
  };
  if (attempt.purpose === 'tip') {
    await settleTip(deps, { ...common, amount: attempt.amount, percent: attempt.tip_percent });
  } else {
    await settleTrip(deps, common);
  }
}

/**
 * Acts on what the gateway said of an attempt: a charge is recorded (once: a replay finds it
 * recorded); a refusal closes the attempt, releases the claim it ran under (only if it still
 * holds it) and keeps the card's message on record; a pending one is left as it is. A charge
 * that cannot be recorded (the trip was paid otherwise) is closed as `unrecorded` and logged for
 * staff, never retried.
 */
export async function finishAttempt(
  deps: PaymentDeps,
  attempt: AttemptRow,
  resolution: Resolution,
  now: number,
): Promise<Finish> {
  if (resolution.state === 'pending') {
    await attemptsRepo.setIntent(deps.db, attempt.attempt_key, resolution.intent.id, now);
    return 'pending';
  }
  if (resolution.state === 'succeeded') {
    try {
      await settleAttempt(deps, attempt, resolution.intent, now);
      return 'settled';
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await attemptsRepo.close(deps.db, { attemptKey: attempt.attempt_key }, 'unrecorded', now);
      deps.log.warn(
        { err, attempt: attempt.attempt_key, intentId: resolution.intent.id },
        'card charged but its payment cannot be recorded: for staff',
      );
      return 'unrecorded';
    }
  }
  const closed = await attemptsRepo.close(
    deps.db,
    { attemptKey: attempt.attempt_key, intentId: resolution.intentId ?? undefined },
    'failed',
    now,
  );
  if (!closed) return 'failed'; // someone else finished it meanwhile
  const trip = await tripReads.findWithDriver(deps.db, attempt.trip_id);
  if (!trip) return 'failed';
  const err = resolution.error;
  if (attempt.purpose === 'tip') {
    await releaseFailedTip(deps, {
      trip,
      amount: attempt.amount,
      err,
      claimedAt: attempt.claimed_at,
      now,
    });
  } else {
    const owed = { kind: attempt.kind as TripPaymentKind, amount: attempt.amount };
    await releaseFailedCharge(deps, { trip, owed, err, now, claimedAt: attempt.claimed_at });
  }
  return 'failed';
}
