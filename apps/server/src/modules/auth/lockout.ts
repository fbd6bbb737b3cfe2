import type { CodeLockout } from '@fairfare/contracts/ops-support';
import type { DbOrTrx } from '../../db/database.ts';
import { phoneWaitMs } from './code-limits.ts';
import { authRepo } from './repo.ts';

const HOUR = 3_600_000;
/** A rider's codes: the back-off of each purpose is its own (sendCode), so each is looked at. */
const RIDER_PURPOSES = ['login', 'register'] as const;

interface Phone {
  phone_code: string;
  phone: string;
}

/**
 * Whether a rider's phone is held back from a new code now, by the same rule sendCode applies
 * (code-limits.ts phoneWaitMs, per purpose): the longest wait of the rider's purposes.
 */
export async function codeLockoutOf(
  db: DbOrTrx,
  phone: Phone,
  perPhoneHour: number,
  now: number,
): Promise<CodeLockout> {
  const codes = await authRepo.codesOfPhoneSince(db, {
    ...phone,
    purposes: RIDER_PURPOSES,
    since: now - HOUR,
  });
  const wait = Math.max(
    0,
    ...RIDER_PURPOSES.map((purpose) =>
      phoneWaitMs(
        codes.filter((c) => c.purpose === purpose),
        now,
        perPhoneHour,
      ),
    ),
  );
  return {
    locked: wait > 0,
    wait_seconds: Math.ceil(wait / 1000),
    unused_codes: codes.filter((c) => c.consumed_at === null).length,
  };
}

/**
 * Clears a rider's code lock-out (support, issue 30): the phone's unused codes are voided, so
 * none of them spaces the next code out or carries used-up tries; the next request sends a new
 * code at once. The caller audits it. How many codes were voided.
 */
export async function clearCodeLockout(db: DbOrTrx, phone: Phone, now: number): Promise<number> {
  return authRepo.voidOpenCodes(db, { ...phone, purposes: RIDER_PURPOSES, now });
}
