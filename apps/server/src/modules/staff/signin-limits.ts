/**
 * How failed staff sign-ins slow the next tries (issue 37 point 8, decision 047). Failures count
 * per account AND client address: a stranger's failures from one address make that stranger wait,
 * never the account's owner at another address, and nobody can lock an account out. The account
 * is the e-mail as typed, whether or not a staff member has it, so that an unknown e-mail is
 * answered exactly as a real one.
 */

/** Failures from one address for one account that cost nothing (typing mistakes). */
export const FREE_FAILURES = 5;
/** The wait after the first failure past the free ones; each further failure doubles it. */
export const FIRST_WAIT_MS = 30_000;
/** The wait never grows beyond this. */
export const MAX_WAIT_MS = 15 * 60_000;
/** Failures this long past are forgotten: the count starts again. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The wait before the next try is checked, after `failures` failures in a row (0: none). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS);
}

/** The key failures of a password sign-in count under: the e-mail as typed, case aside. */
export function accountKeyOfEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The key of a passkey sign-in: its staff member's e-mail, or the unknown credential's id. */
export function accountKeyOfPasskey(staffEmail: string | undefined, credentialId: string): string {
  // a credential id is the caller's text: bounded, it cannot make the key large
  return staffEmail === undefined
    ? `passkey:${credentialId.slice(0, 200)}`
    : accountKeyOfEmail(staffEmail);
}

/** Whole seconds left of a wait (0: none). */
export function secondsLeft(blockedUntil: number | undefined, now: number): number {
  if (blockedUntil === undefined) return 0;
  const left = Number(blockedUntil) - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
