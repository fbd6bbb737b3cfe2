import type { Trx } from '../../db/database.ts';
import { finishAttempt } from './attempt-finish.ts';
import { callGateway, type AttemptCall, type Resolution } from './attempt-gateway.ts';
import { RECONCILE_AFTER_MS, reconcileJob } from './attempt-recovery.ts';
import { attemptsRepo, type AttemptPurpose } from './attempts-repo.ts';
import type { CardLabel, PaymentDeps } from './gateway-calls.ts';
import type { TripPaymentKind } from './rules.ts';
import { bumpRiderVersion, type PayClaim, tripPayment } from '../ride/store.ts';

// One card charge of a trip (its fare or fee) or of its tip as a claimed operation (decision
// 026): written with its idempotency key and its exact gateway call before the call goes out, so
// that whatever stops it — a crash, a lost answer — the next one to look (the rider's retry, the
// webhook, the reconciliation job) asks the gateway about that same key and settles from it,
// instead of charging again.
// Here the attempt is opened and its call made; asking the gateway is in attempt-gateway.ts,
// acting on its answer in attempt-finish.ts, an attempt left open in attempt-recovery.ts.

export interface NewAttempt {
  key: string;
  purpose: AttemptPurpose;
  kind: TripPaymentKind | 'tip';
  tripId: number;
  riderId: number;
  amount: number;
  tipPercent?: number | null;
  card: CardLabel | null;
  call: AttemptCall;
  /** The trip's pay_claimed_at (or tip_claimed_at) the attempt runs under. */
  claimedAt: number;
}

/**
 * Opens the attempt and schedules its reconciliation, in one transaction, before any gateway
 * call; with `claim`, the trip's claim is taken in the same transaction, which the ride opens
 * (ride/changes.ts underPayClaim: a crash then leaves both or neither). False when the claim is
 * lost or the trip already has an open attempt of this purpose (nothing is then written).
 */
export async function openAttempt(
  deps: PaymentDeps,
  a: NewAttempt,
  now: number,
  claim?: PayClaim,
): Promise<boolean> {
  const lost = Symbol('lost');
  try {
    const open = async (trx: Trx) => {
      const opened = await attemptsRepo.open(trx, {
        attempt_key: a.key,
        purpose: a.purpose,
        kind: a.kind,
        trip_id: a.tripId,
        user_id: a.riderId,
        amount: a.amount,
        tip_percent: a.tipPercent ?? null,
        card_brand: a.card?.brand ?? null,
        card_last4: a.card?.last4 ?? null,
        request_json: JSON.stringify(a.call),
        intent_id: a.call.op === 'confirm' ? a.call.intentId : null,
        claimed_at: a.claimedAt,
        created_at: now,
      });
      if (!opened) throw lost;
      await reconcileJob.enqueue(trx, {
        payload: { attempt_key: a.key },
        runAt: now + (deps.reconcileAfterMs ?? RECONCILE_AFTER_MS),
        now,
      });
    };
    if (claim) return await tripPayment.underPayClaim(deps.db, claim, open);
    await deps.db.transaction().execute(open);
    return true;
  } catch (err) {
    if (err === lost) return false;
    throw err;
  }
}

/** Gives up the claim an attempt ran under, only if it still holds it. */
async function releaseClaimOf(deps: PaymentDeps, a: NewAttempt): Promise<void> {
  if (a.purpose === 'tip') {
    await tripPayment.releaseTipClaim(deps.db, a.tripId, a.claimedAt);
    return;
  }
  await tripPayment.releaseClaim(deps.db, a.tripId, a.claimedAt);
  // The rider's polls learn the payment is no longer under way.
  await bumpRiderVersion(deps.db, a.riderId);
}

/**
 * Makes the call of an attempt just opened and finishes it (finishAttempt). When the outcome is
 * unknown (the network, the provider) the attempt stays open and its claim is released, so that
 * a retry asks the gateway about the same key at once; the error is thrown.
 */
export async function runAttempt(
  deps: PaymentDeps,
  a: NewAttempt,
  now: number,
): Promise<Resolution> {
  let resolution: Resolution;
  try {
    resolution = await callGateway(deps, a.key, a.call);
  } catch (err) {
    await releaseClaimOf(deps, a).catch(() => undefined);
    throw err;
  }
  const row = await attemptsRepo.find(deps.db, a.key);
  if (row) await finishAttempt(deps, row, resolution, now);
  return resolution;
}
