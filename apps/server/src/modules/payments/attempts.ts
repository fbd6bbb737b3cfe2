import {
  CardError,
  type CreateIntentInput,
  type GatewayIntent,
} from '../../adapters/payments/gateway.ts';
import { z } from 'zod';
import type { Trx } from '../../db/database.ts';
import { defineJob } from '../../due-jobs/define-job.ts';
import { AppError } from '../../http/errors.ts';
import { attemptsRepo, type AttemptPurpose, type AttemptRow } from './attempts-repo.ts';
import type { CardLabel, PaymentDeps } from './gateway-calls.ts';
import { isClaimActive, type TripPaymentKind } from './rules.ts';
import { releaseFailedCharge, settleTrip } from './settle.ts';
import { releaseFailedTip, settleTip } from './tip-settle.ts';
import { bumpRiderVersion, type PayClaim, tripPayment, tripReads } from '../ride/store.ts';

// One card charge of a trip (its fare or fee) or of its tip as a claimed operation (decision
// 026): written with its idempotency key and its exact gateway call before the call goes out, so
// that whatever stops it — a crash, a lost answer — the next one to look (the rider's retry, the
// webhook, the reconciliation job) asks the gateway about that same key and settles from it,
// instead of charging again.

/** The gateway call of an attempt, replayed as is under the attempt's key. */
export type AttemptCall =
  | { op: 'create'; input: Omit<CreateIntentInput, 'idempotencyKey'> }
  | { op: 'confirm'; intentId: string; input: { paymentMethod: string; offSession?: boolean } };

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

/** What the gateway says became of an attempt. */
export type Resolution =
  | { state: 'succeeded'; intent: GatewayIntent }
  | { state: 'pending'; intent: GatewayIntent }
  | { state: 'failed'; error: unknown; intentId: string | null };

/** Intent states in which the payment is still under way (3-D Secure, a slow bank). */
export const PENDING = new Set(['requires_action', 'processing', 'requires_capture']);

/** How long after an attempt opens the job looks at it (PAY_RECONCILE_AFTER_MS). */
export const RECONCILE_AFTER_MS = 30_000;

/** A charge left waiting (3-D Secure) is looked at again this often… */
const PENDING_RECHECK_MS = 60_000;
/** …and given up (its intent cancelled) once it has waited this long. */
export const PENDING_GIVE_UP_MS = 15 * 60_000;

/**
 * The reconciliation of one card charge (reconcileAttempt), enqueued with the attempt. Declared
 * here, with the attempt it looks at: opening an attempt enqueues it and its handler settles the
 * attempt, so the two halves would otherwise import each other.
 */
export const reconcileJob = defineJob({
  kind: 'payment.reconcile',
  payload: z.object({ attempt_key: z.string().min(1) }),
  handle: (deps: PaymentDeps, { attempt_key }, { now }) => reconcileAttempt(deps, attempt_key, now),
});

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

/** A CardError for an intent the provider left failed. */
function declined(intent: GatewayIntent): CardError {
  return new CardError(intent.lastError ?? 'Your card was declined.', 'card_declined', intent.id);
}

/** What an intent's status says of the attempt, or undefined when it was never confirmed. */
function judge(intent: GatewayIntent): Resolution | undefined {
  if (intent.status === 'succeeded') return { state: 'succeeded', intent };
  if (PENDING.has(intent.status)) return { state: 'pending', intent };
  if (intent.status === 'canceled') {
    return { state: 'failed', error: new Error('canceled'), intentId: intent.id };
  }
  if (intent.status === 'requires_payment_method' && intent.lastError !== null) {
    return { state: 'failed', error: declined(intent), intentId: intent.id };
  }
  return undefined;
}

/**
 * Makes (or replays: the same key answers its first result) the attempt's gateway call. A card
 * refusal is a failed resolution; any other error is thrown — the outcome is then unknown and
 * the attempt stays open.
 */
export async function callGateway(
  deps: PaymentDeps,
  key: string,
  call: AttemptCall,
): Promise<Resolution> {
  try {
    const intent =
      call.op === 'create'
        ? await deps.payments.createPaymentIntent({ ...call.input, idempotencyKey: key })
        : await deps.payments.confirmPaymentIntent(call.intentId, {
            ...call.input,
            idempotencyKey: key,
          });
    return judge(intent) ?? { state: 'failed', error: declined(intent), intentId: intent.id };
  } catch (err) {
    if (err instanceof CardError) {
      return { state: 'failed', error: err, intentId: err.intentId ?? null };
    }
    throw err;
  }
}

/**
 * Asks the gateway what became of an open attempt: by its intent when that is known, else by
 * replaying its call under its key (the gateway answers the first result; a call that never
 * reached it is made now, once).
 */
export async function askGateway(deps: PaymentDeps, attempt: AttemptRow): Promise<Resolution> {
  if (attempt.intent_id) {
    const intent = await deps.payments.retrievePaymentIntent(attempt.intent_id);
    const known = intent && judge(intent);
    if (known) return known;
  }
  return callGateway(deps, attempt.attempt_key, JSON.parse(attempt.request_json) as AttemptCall);
}

/** A pending attempt given up on: its intent cancelled, then asked again (it may have succeeded). */
export async function abandonPending(
  deps: PaymentDeps,
  attempt: AttemptRow,
  intent: GatewayIntent,
): Promise<Resolution> {
  try {
    await deps.payments.cancelPaymentIntent(intent.id);
  } catch (err) {
    deps.log.warn({ err, intentId: intent.id }, 'pending payment intent not cancelled');
  }
  return askGateway(deps, { ...attempt, intent_id: intent.id });
}

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

/**
 * Before a new charge of the trip (or its tip): the open attempt a crash or a lost answer left,
 * asked about and finished. Undefined when there is none or it failed (go on and charge);
 * 'settled' when it had charged (nothing more to charge). Throws 409 `inProgress` while the
 * attempt's own claim is still held (its call may be running), 503 when the gateway cannot say.
 */
export async function resumeOpenAttempt(
  deps: PaymentDeps,
  tripId: number,
  purpose: AttemptPurpose,
  now: number,
): Promise<{ finish: 'settled' | 'pending'; intent: GatewayIntent } | undefined> {
  const attempt = await attemptsRepo.openOf(deps.db, tripId, purpose);
  if (!attempt) return undefined;
  const trip = await tripPayment.claimsOf(deps.db, tripId);
  const claim = purpose === 'tip' ? trip?.tip_claimed_at : trip?.pay_claimed_at;
  if (claim === attempt.claimed_at && isClaimActive(claim, now)) {
    throw new AppError(409, purpose === 'tip' ? 'tip.inProgress' : 'payment.inProgress');
  }
  let resolution = await askGateway(deps, attempt);
  // Left waiting (3-D Secure abandoned with the claim run out): cancelled, so a new one may go.
  if (resolution.state === 'pending') {
    resolution = await abandonPending(deps, attempt, resolution.intent);
  }
  const finish = await finishAttempt(deps, attempt, resolution, now);
  if (resolution.state === 'failed') return undefined;
  if (finish === 'unrecorded') {
    throw new AppError(409, purpose === 'tip' ? 'tip.alreadyTipped' : 'payment.alreadyPaid');
  }
  return { finish: finish === 'pending' ? 'pending' : 'settled', intent: resolution.intent };
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

/**
 * The reconciliation of one card charge (decision 026), due a little after it was opened: if it
 * is still open — the process stopped between the charge and the settle, the answer was lost,
 * the webhook never came (the sandbox sends none) — the gateway is asked about it by its intent or
 * its idempotency key, and what it says is settled: a charge is recorded once, a refusal releases
 * the claim. A charge still waiting is looked at again later, and cancelled after
 * PENDING_GIVE_UP_MS. Throwing (the gateway cannot say) retries the job with backoff.
 */
export async function reconcileAttempt(
  deps: PaymentDeps,
  attemptKey: string,
  now: number,
): Promise<Finish | 'closed'> {
  const attempt = await attemptsRepo.find(deps.db, attemptKey);
  if (!attempt || attempt.status !== 'open') return 'closed';
  let resolution = await askGateway(deps, attempt);
  if (resolution.state === 'pending' && now - attempt.created_at >= PENDING_GIVE_UP_MS) {
    resolution = await abandonPending(deps, attempt, resolution.intent);
  }
  const finish = await finishAttempt(deps, attempt, resolution, now);
  if (finish === 'pending') {
    await reconcileJob.enqueue(deps.db, {
      payload: { attempt_key: attemptKey },
      runAt: now + PENDING_RECHECK_MS,
      now,
    });
  }
  return finish;
}
