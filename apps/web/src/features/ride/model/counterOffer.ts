import { numberText } from '../../../shared/intl/intlText';

/**
 * The client-side check of a counter-offer (docs/product/validation.md): the trip's [min, max], with the server's
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

/**
 * The text an amount field starts with: two decimals with the rider's decimal separator ("7,50" in
 * French), no grouping, so that `checkCounterOffer` reads it back as it reads what a rider types.
 */
export function amountInputText(amount: number, language: string): string {
  return numberText(
    language,
    { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
    amount,
  );
}

/** A check's bound in the trip's currency and the rider's locale, for the message that names it. */
export function boundParams(
  check: Extract<CounterCheck, { ok: false }>,
  money: (amount: number) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(check.params).map(([name, v]) => [name, money(v)]));
}
