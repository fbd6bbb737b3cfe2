import { CODE_MAX_TRIES, CODE_TTL_MS, RESEND_COOLDOWN_SECONDS } from '@fairfare/contracts/auth';

// How often one-time codes may be sent (issue 17 point 10, issue 13 point 10). Nobody can lock a
// rider out: a phone's codes are spaced by a growing back-off, never by a hard hour, and the
// back-off never exceeds a code's lifetime, so while a rider must wait, the code they were last
// sent is still valid and the code step goes on with it. An address is limited by how many
// different phones it asks for, so a household or a campus behind one address is not stopped.

const HOUR = 3_600_000;
const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

/** A code sent to the phone in the last hour. */
export interface SentCode {
  created_at: number;
  consumed_at: number | null;
}

/**
 * How long the phone must wait before another code is sent (0: now). Codes that were used count
 * for nothing: they prove the owner. Of the unused ones in the last hour, the first `freePerHour`
 * are spaced by the plain cool-down (30 s); after them the spacing doubles (1, 2, 4 min…), at most a
 * code's lifetime (5 min).
 */
export function phoneWaitMs(sent: readonly SentCode[], now: number, freePerHour: number): number {
  const unused = sent
    .filter((code) => code.consumed_at === null && code.created_at > now - HOUR)
    .map((code) => code.created_at)
    .sort((a, b) => a - b);
  const last = unused[unused.length - 1];
  if (last === undefined) return 0;
  const over = unused.length - freePerHour;
  const gap = over < 0 ? COOLDOWN_MS : Math.min(COOLDOWN_MS * 2 ** (over + 1), CODE_TTL_MS);
  return Math.max(0, last + gap - now);
}

/** An address may ask for codes for at most `maxPhones` different phones an hour. */
export function addressAllows(
  phonesFromAddress: readonly string[],
  phone: string,
  maxPhones: number,
): boolean {
  return phonesFromAddress.includes(phone) || new Set(phonesFromAddress).size < maxPhones;
}

/**
 * Who is trying a code (issue 31 point 4): the client address and the device cookie it sent
 * (empty when it sent none). Tries are counted per caller, so a stranger's wrong guesses use up
 * only the stranger's tries and the owner, from their own address or device, can still use the
 * code they were sent.
 */
export interface Caller {
  ip: string;
  device: string;
}

/** Tries at one code from one address, devices together: inventing device cookies ends here. */
export const ADDRESS_TRIES_PER_CODE = 4 * CODE_MAX_TRIES;

/** The try counters one guess must pass: the device's (CODE_MAX_TRIES) and its address's. */
export function tryCounters(caller: Caller): Array<{ key: string; max: number }> {
  return [
    { key: `${caller.ip} ${caller.device || '-'}`, max: CODE_MAX_TRIES },
    { key: `${caller.ip} *`, max: ADDRESS_TRIES_PER_CODE },
  ];
}
