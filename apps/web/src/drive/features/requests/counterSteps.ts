/** The quick raises a driver can offer above the rider's fare, in percent. */
export const COUNTER_PERCENTS = [5, 10, 15, 20] as const;

export interface CounterStep {
  percent: number;
  amount: number;
}

/**
 * The counter-offers of one tap: the rider's fare raised by each of COUNTER_PERCENTS, rounded to
 * ten cents (a price a person says), kept within the trip's bounds [min, max] (the service refuses
 * any other), without repeats, and only above the fare (offering the fare is the main button).
 * Works in cents so that 12.6 stays 12.6. Pure.
 */
export function counterSteps(fare: number, min: number, max: number): CounterStep[] {
  const fareCents = Math.round(fare * 100);
  const minCents = Math.round(min * 100);
  const maxCents = Math.round(max * 100);
  const steps: CounterStep[] = [];
  for (const percent of COUNTER_PERCENTS) {
    const raised = Math.round((fareCents * (100 + percent)) / 100 / 10) * 10;
    const cents = Math.min(Math.max(raised, minCents), maxCents);
    if (cents <= fareCents || steps.some((s) => Math.round(s.amount * 100) === cents)) continue;
    steps.push({ percent, amount: cents / 100 });
  }
  return steps;
}

/** Whether `amount` is an offer the service takes for this trip (within [min, max], in cents). */
export function withinBounds(amount: number, min: number, max: number): boolean {
  const cents = Math.round(amount * 100);
  return (
    Number.isFinite(amount) && cents >= Math.round(min * 100) && cents <= Math.round(max * 100)
  );
}
