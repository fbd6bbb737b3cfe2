/** A payment claim older than this is abandoned (the process died mid-payment): it may be taken. */
export const PAY_CLAIM_TTL_MS = 2 * 60_000;

/** Whether a payment or tip claim taken at `claimedAt` still holds at `now`. */
export function isClaimActive(claimedAt: number | null, now: number): boolean {
  return claimedAt !== null && claimedAt >= now - PAY_CLAIM_TTL_MS;
}
