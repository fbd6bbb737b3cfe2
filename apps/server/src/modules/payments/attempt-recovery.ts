import type { GatewayIntent } from '../../adapters/payments/gateway.ts';
import { z } from 'zod';
import { defineJob } from '../../due-jobs/define-job.ts';
import { AppError } from '../../http/errors.ts';
import { finishAttempt, type Finish } from './attempt-finish.ts';
import { abandonPending, askGateway } from './attempt-gateway.ts';
import { attemptsRepo, type AttemptPurpose } from './attempts-repo.ts';
import type { PaymentDeps } from './gateway-calls.ts';
import { isClaimActive } from './rules.ts';
import { tripPayment } from '../ride/store.ts';

// A card attempt left open — the process stopped between the charge and the settle, the answer
// was lost, the webhook never came — asked about and finished: by the next charge of the trip
// (resumeOpenAttempt) or by the reconciliation job due after it opened (reconcileAttempt).

/** How long after an attempt opens the job looks at it (PAY_RECONCILE_AFTER_MS). */
export const RECONCILE_AFTER_MS = 30_000;

/** A charge left waiting (3-D Secure) is looked at again this often… */
const PENDING_RECHECK_MS = 60_000;
/** …and given up (its intent cancelled) once it has waited this long. */
export const PENDING_GIVE_UP_MS = 15 * 60_000;

/**
 * The reconciliation of one card charge (reconcileAttempt), enqueued with the attempt. Declared
 * here, with the attempt's recovery that its handler runs; opening an attempt (attempt-start.ts)
 * enqueues it from here, so the imports go one way.
 */
export const reconcileJob = defineJob({
  kind: 'payment.reconcile',
  payload: z.object({ attempt_key: z.string().min(1) }),
  handle: (deps: PaymentDeps, { attempt_key }, { now }) => reconcileAttempt(deps, attempt_key, now),
});

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
