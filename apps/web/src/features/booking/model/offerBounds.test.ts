import { describe, expect, it } from 'vitest';
import { offerBoundProblem, offerInputValue, parseOffer } from './offerBounds';

const bounds = { min_amount: 8.8, max_amount: 22 };

describe('the bounds of the rider offer (docs/product/validation.md)', () => {
  it('accepts an offer from the minimum to the maximum, both included', () => {
    for (const offer of [8.8, 11, 22]) expect(offerBoundProblem(offer, bounds)).toBeNull();
  });

  it('refuses an offer below the minimum with the minimum amount', () => {
    expect(offerBoundProblem(8.79, bounds)).toEqual({
      key: 'booking.bidTooLow',
      params: { minAmount: 8.8 },
    });
  });

  it('refuses an offer above the maximum with the maximum amount', () => {
    expect(offerBoundProblem(22.01, bounds)).toEqual({
      key: 'booking.bidTooHigh',
      params: { maxAmount: 22 },
    });
  });

  it('compares in cents, as the server does', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    expect(offerBoundProblem(0.1 + 0.2, { min_amount: 0.3, max_amount: 0.3 })).toBeNull();
    expect(offerBoundProblem(8.795, bounds)).toBeNull(); // rounds to 8.80
  });
});

describe('the offer field', () => {
  it('shows a fare with two decimals', () => {
    expect(offerInputValue(7.5)).toBe('7.50');
    expect(offerInputValue(12)).toBe('12.00');
    expect(offerInputValue(0.1 + 0.2)).toBe('0.30');
  });

  it('reads a typed number, with a comma too; null when there is none', () => {
    expect(parseOffer(' 12.5 ')).toBe(12.5);
    expect(parseOffer('12,5')).toBe(12.5);
    expect(parseOffer('')).toBeNull();
    expect(parseOffer('abc')).toBeNull();
  });
});
