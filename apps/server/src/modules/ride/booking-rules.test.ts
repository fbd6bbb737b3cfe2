import { describe, expect, it } from 'vitest';
import { DAY_MS, offerProblem, payModeProblem, scheduleProblem } from './booking-rules.ts';

const NOW = 1_750_000_000_000;

describe('booking rules', () => {
  it('wants a scheduled time in the future and within the allowed days', () => {
    expect(scheduleProblem(undefined, NOW, 30)).toBeNull();
    expect(scheduleProblem(NOW + 60_000, NOW, 30)).toBeNull();
    expect(scheduleProblem(NOW + 30 * DAY_MS, NOW, 30)).toBeNull();
    expect(scheduleProblem(NOW, NOW, 30)).toEqual({ key: 'booking.futureTimeRequired' });
    expect(scheduleProblem(NOW - 1, NOW, 30)).toEqual({ key: 'booking.futureTimeRequired' });
    expect(scheduleProblem(NOW + 30 * DAY_MS + 1, NOW, 30)).toEqual({
      key: 'booking.scheduleTooFar',
      params: { maxDays: 30 },
    });
  });

  it('bounds the offer and names the bound as a decimal amount', () => {
    const bounds = { min_amount: 1696, max_amount: 4240 };
    expect(offerProblem(1696, bounds)).toBeNull();
    expect(offerProblem(4240, bounds)).toBeNull();
    expect(offerProblem(1695, bounds)).toEqual({
      key: 'booking.bidTooLow',
      params: { minAmount: 16.96 },
    });
    expect(offerProblem(4241, bounds)).toEqual({
      key: 'booking.bidTooHigh',
      params: { maxAmount: 42.4 },
    });
  });

  it("accepts only the city's pay options", () => {
    expect(payModeProblem('cash', 'cash|stripe|wallet')).toBeNull();
    expect(payModeProblem('wallet', 'cash|stripe')).toEqual({ key: 'booking.payModeInvalid' });
    expect(payModeProblem('', 'cash||stripe')).toEqual({ key: 'booking.payModeInvalid' });
  });
});
