/**
 * How many positions a driver may send (issue 36): a burst of POSITION_BURST, then
 * POSITION_PER_SECOND; each one is a write and a fan-out to the riders following the driver, so
 * one driver must not flood them. The socket's `update_position` (socket-positions.ts) and
 * driverapi/updateposition (routes.ts) answer beyond it with `too_many` and 429.
 */
export const POSITION_BURST = 10;
export const POSITION_PER_SECOND = 5;

/** A token bucket: `take(now)` says whether one more may go now. */
export function tokenBucket(capacity: number, perSecond: number, start: number) {
  let tokens = capacity;
  let at = start;
  return {
    take(now: number): boolean {
      tokens = Math.min(capacity, tokens + ((now - at) / 1000) * perSecond);
      at = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * One bucket per driver, for the HTTP calls, which come on many connections: keyed by the
 * driver's session, not the address, so that drivers behind one carrier's address do not share
 * a budget and one driver cannot spread a flood over several. Kept in this instance's memory, as
 * the socket's is (a driver's calls spread over N instances have N budgets). A bucket idle long
 * enough to be full again is dropped: a new one is the same.
 */
export function driverPositionBudgets(burst = POSITION_BURST, perSecond = POSITION_PER_SECOND) {
  const refillMs = (burst / perSecond) * 1000;
  const buckets = new Map<number, { bucket: ReturnType<typeof tokenBucket>; last: number }>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    take(driverId: number, now: number): boolean {
      if (now - sweptAt >= refillMs) {
        for (const [id, held] of buckets) if (now - held.last >= refillMs) buckets.delete(id);
        sweptAt = now;
      }
      let held = buckets.get(driverId);
      if (!held) {
        held = { bucket: tokenBucket(burst, perSecond, now), last: now };
        buckets.set(driverId, held);
      }
      held.last = now;
      return held.bucket.take(now);
    },
    /** How many drivers have a bucket now (the idle ones are dropped). */
    get size(): number {
      return buckets.size;
    },
  };
}
