import { z } from 'zod';
import { JOB_KINDS } from '../../jobs/kinds.ts';
import { jobsRepo } from '../../jobs/repo.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { attemptsRepo } from './attempts-repo.ts';
import { abandonPending, askGateway, finishAttempt, type Finish } from './attempts.ts';
import type { PaymentDeps } from './gateway-calls.ts';

/** A charge left waiting (3-D Secure) is looked at again this often… */
const PENDING_RECHECK_MS = 60_000;
/** …and given up (its intent cancelled) once it has waited this long. */
export const PENDING_GIVE_UP_MS = 15 * 60_000;

const payloadSchema = z.object({ attempt_key: z.string().min(1) });

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
    await jobsRepo.enqueue(deps.db, {
      kind: JOB_KINDS.paymentReconcile,
      runAt: now + PENDING_RECHECK_MS,
      payload: { attempt_key: attemptKey },
      now,
    });
  }
  return finish;
}

/** The payments module's due jobs. */
export function paymentJobHandlers(deps: PaymentDeps): Record<string, JobHandler> {
  return {
    [JOB_KINDS.paymentReconcile]: async (payload, { now }) => {
      await reconcileAttempt(deps, payloadSchema.parse(payload).attempt_key, now);
    },
  };
}
