import { describe, expect, it } from 'vitest';
import { chosenTip, offeredPercents, tipPayMode, tipRefusal, type TippingTrip } from './rules.ts';

const NOW = 1_900_000_000_000;

const paid = (overrides: Partial<TippingTrip> = {}): TippingTrip => ({
  trip_status: 'completed',
  trip_date: NOW - 3_600_000,
  trip_pay_status: 'Paid',
  trip_pay_mode: 'stripe',
  tip_paid_at: null,
  tip_claimed_at: null,
  ...overrides,
});

describe('tip rules', () => {
  it('let a completed trip paid by card or wallet get one tip', () => {
    expect(tipRefusal(paid(), NOW)).toBeNull();
    expect(tipRefusal(paid({ trip_pay_mode: 'wallet' }), NOW)).toBeNull();
    expect(tipRefusal(paid({ trip_status: 'begin' }), NOW)?.key).toBe('tip.notCompleted');
    expect(tipRefusal(paid({ trip_status: 'paid_cancel' }), NOW)?.key).toBe('tip.notCompleted');
    expect(tipRefusal(paid({ trip_pay_status: 'Unpaid' }), NOW)?.key).toBe('tip.payFirst');
    expect(tipRefusal(paid({ trip_pay_mode: 'cash' }), NOW)).toEqual({
      status: 409,
      key: 'tip.cashTrip',
    });
    expect(tipRefusal(paid({ tip_paid_at: NOW - 1 }), NOW)?.key).toBe('tip.alreadyTipped');
    // A card tip being charged holds the trip for 2 minutes, then its claim is stale.
    expect(tipRefusal(paid({ tip_claimed_at: NOW - 1000 }), NOW)?.key).toBe('tip.inProgress');
    expect(tipRefusal(paid({ tip_claimed_at: NOW - 2 * 60_000 - 1 }), NOW)).toBeNull();
    // Within 72 hours of the ride (decision 032).
    expect(tipRefusal(paid({ trip_date: NOW - 72 * 3_600_000 }), NOW)).toBeNull();
    expect(tipRefusal(paid({ trip_date: NOW - 72 * 3_600_000 - 1 }), NOW)).toEqual({
      status: 409,
      key: 'tip.windowClosed',
      params: { hours: 72 },
    });
  });

  it('pay a tip the way the trip was paid', () => {
    expect(tipPayMode({ trip_pay_mode: 'stripe' })).toBe('Card');
    expect(tipPayMode({ trip_pay_mode: 'wallet' })).toBe('wallet');
    expect(tipPayMode({ trip_pay_mode: 'cash' })).toBeNull();
    expect(tipPayMode({ trip_pay_mode: 'barter' })).toBeNull();
  });

  it('offer 10, 15 and 20 % of the fare to the cent, only within the limit', () => {
    expect(offeredPercents(3000, 50)).toEqual([
      { percent: 10, amount: 300 },
      { percent: 15, amount: 450 },
      { percent: 20, amount: 600 },
    ]);
    // 15 % of 23.45 is 3.5175: 3.52 (half up), and the limit is 50 % rounded down (11.72).
    expect(offeredPercents(2345, 50).map((o) => o.amount)).toEqual([235, 352, 469]);
    expect(offeredPercents(3000, 15).map((o) => o.percent)).toEqual([10, 15]);
    expect(offeredPercents(3000, 9)).toEqual([]);
    expect(offeredPercents(0, 50)).toEqual([]);
  });

  it('make a choice into cents, refusing nothing and more than the limit', () => {
    const fare = { cents: 2345, currency: 'CAD' };
    expect(chosenTip({ percent: 15 }, fare, 50)).toEqual({ amount: 352, percent: 15 });
    expect(chosenTip({ amount: 4.1 }, fare, 50)).toEqual({ amount: 410, percent: null });
    expect(chosenTip({ amount: 11.72 }, fare, 50)).toEqual({ amount: 1172, percent: null });
    expect(chosenTip({ amount: 11.73 }, fare, 50)).toEqual({
      refused: { status: 400, key: 'tip.tooHigh', params: { max: '11.72', currency: 'CAD' } },
    });
    expect(chosenTip({ percent: 20 }, fare, 15)).toMatchObject({
      refused: { key: 'tip.tooHigh', params: { max: '3.51' } },
    });
    expect(chosenTip({ percent: 10 }, { cents: 0, currency: 'CAD' }, 50)).toEqual({
      refused: { status: 400, key: 'tip.invalid' },
    });
  });
});
