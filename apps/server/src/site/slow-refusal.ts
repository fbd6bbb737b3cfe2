import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '../http/errors.ts';

/**
 * How long a page request refused for its address's limits waits for its 429 (issue 31 point 6).
 * A flood sends its next request as soon as it has an answer: answered at once, a refused flood
 * from one address still made the service answer a hundred and more requests a second, and
 * /api/health waited behind them (p95 150 ms and more under load). Held a second, each of the
 * flood's connections asks once a second, and holding costs a timer, no CPU.
 */
export const REFUSAL_DELAY_MS = 1000;

const isRefusal = (err: unknown) => err instanceof AppError && err.statusCode === 429;

/** Holds a refusal before it is answered. */
export const holdRefusal = (): Promise<void> => delay(REFUSAL_DELAY_MS);

/** Waits REFUSAL_DELAY_MS before passing on a 429 that `work` threw; anything else at once. */
export async function refuseSlowly<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isRefusal(err)) await holdRefusal();
    throw err;
  }
}
