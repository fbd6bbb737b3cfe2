import { describe, expect, it } from 'vitest';
import { counterSteps, withinBounds } from './counterSteps';

describe("the counter-offer's quick steps", () => {
  it("raise the rider's fare by 5, 10, 15 and 20 %, rounded to ten cents", () => {
    expect(counterSteps(12, 5, 40)).toEqual([
      { percent: 5, amount: 12.6 },
      { percent: 10, amount: 13.2 },
      { percent: 15, amount: 13.8 },
      { percent: 20, amount: 14.4 },
    ]);
    expect(counterSteps(9.99, 5, 40).map((s) => s.amount)).toEqual([10.5, 11, 11.5, 12]);
  });

  it('stop at the highest offer the trip allows, once', () => {
    expect(counterSteps(12, 5, 13)).toEqual([
      { percent: 5, amount: 12.6 },
      { percent: 10, amount: 13 },
    ]);
  });

  it('offer nothing when the fare is already the highest allowed', () => {
    expect(counterSteps(20, 5, 20)).toEqual([]);
  });
});

describe('an amount the driver types', () => {
  it('must be within the trip bounds', () => {
    expect(withinBounds(12.5, 5, 20)).toBe(true);
    expect(withinBounds(5, 5, 20)).toBe(true);
    expect(withinBounds(20.01, 5, 20)).toBe(false);
    expect(withinBounds(4.99, 5, 20)).toBe(false);
    expect(withinBounds(Number.NaN, 5, 20)).toBe(false);
  });
});
