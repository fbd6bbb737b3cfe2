/**
 * The client-side check of a counter-offer (spec §5): the trip's [min, max], with the server's
 * message keys, so that the browser and the service say the same thing.
 */
export type CounterCheck =
  | { ok: true; amount: number }
  | { ok: false; key: 'ride.counterTooLow'; params: { min: number } }
  | { ok: false; key: 'ride.counterTooHigh'; params: { max: number } };

export function checkCounterOffer(raw: string, min: number, max: number): CounterCheck {
  const amount = Number(raw.trim().replace(',', '.'));
  if (raw.trim() === '' || !Number.isFinite(amount) || amount < min) {
    return { ok: false, key: 'ride.counterTooLow', params: { min } };
  }
  if (amount > max) return { ok: false, key: 'ride.counterTooHigh', params: { max } };
  return { ok: true, amount: Math.round(amount * 100) / 100 };
}
