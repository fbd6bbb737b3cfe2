import { cityPayOptions } from '@fairfare/contracts/cities';
import { toAmount } from '@fairfare/contracts/fare';
import type { MessageKey, MessageParams } from '@fairfare/contracts/messages';

/** Booking checks of docs/product/validation.md that need the server's own numbers, pure; null when fine. */
export interface BookingProblem {
  key: MessageKey;
  params?: MessageParams;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A ride for later must be in the future and at most `maxDays` ahead; a ride now (undefined) is fine. */
export function scheduleProblem(
  scheduledAt: number | undefined,
  now: number,
  maxDays: number,
): BookingProblem | null {
  if (scheduledAt === undefined) return null;
  if (scheduledAt <= now) return { key: 'booking.futureTimeRequired' };
  if (scheduledAt > now + maxDays * DAY_MS) {
    return { key: 'booking.scheduleTooFar', params: { maxDays } };
  }
  return null;
}

/** The rider's offer (cents) must lie within the fare's bounds; the message shows the bound as a decimal amount. */
export function offerProblem(
  offerCents: number,
  bounds: { min_amount: number; max_amount: number },
): BookingProblem | null {
  if (offerCents < bounds.min_amount) {
    return { key: 'booking.bidTooLow', params: { minAmount: toAmount(bounds.min_amount) } };
  }
  if (offerCents > bounds.max_amount) {
    return { key: 'booking.bidTooHigh', params: { maxAmount: toAmount(bounds.max_amount) } };
  }
  return null;
}

/** The pay mode must be one of the city's `city_pay_options`. */
export function payModeProblem(payMode: string, payOptions: string): BookingProblem | null {
  return cityPayOptions(payOptions).includes(payMode) ? null : { key: 'booking.payModeInvalid' };
}
