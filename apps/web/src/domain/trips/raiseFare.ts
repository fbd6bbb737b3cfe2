/**
 * The client-side check of a raised fare (tripapi/raisefare), with the server's message keys so
 * the browser and the service say the same thing: higher than the current offer, at most the
 * trip's maximum. Amounts are decimal in the trip's currency.
 */
export type RaiseCheck =
  | { ok: true; amount: number }
  | { ok: false; key: 'ride.raiseNotHigher'; params: { current: number } }
  | { ok: false; key: 'ride.counterTooHigh'; params: { max: number } };

export function checkRaise(raw: string, current: number, max: number): RaiseCheck {
  const amount = Math.round(Number(raw.trim().replace(',', '.')) * 100) / 100;
  if (raw.trim() === '' || !Number.isFinite(amount) || amount <= current) {
    return { ok: false, key: 'ride.raiseNotHigher', params: { current } };
  }
  if (amount > max) return { ok: false, key: 'ride.counterTooHigh', params: { max } };
  return { ok: true, amount };
}

/** Share of the current offer the field suggests adding (inDrive suggests steps of ~10 %). */
const SUGGESTED_STEP = 0.1;

/** The fare the field starts with: about 10 % more, in whole units, never above the maximum. */
export function suggestedRaise(current: number, max: number): number {
  const raised = Math.ceil(current * (1 + SUGGESTED_STEP));
  return Math.min(max, Math.max(raised, Math.round((current + 0.01) * 100) / 100));
}

/** Whether the offer can still go up at all. */
export const canRaise = (current: number, max: number): boolean => current < max;
