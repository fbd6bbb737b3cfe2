import { describe, expect, it } from 'vitest';
import { canRaise, checkRaise, suggestedRaise } from './raiseFare';

describe('raising the fare of a waiting request', () => {
  it('takes a higher fare up to the maximum, with a comma or a point', () => {
    expect(checkRaise('27.5', 25, 42.4)).toEqual({ ok: true, amount: 27.5 });
    expect(checkRaise('27,5', 25, 42.4)).toEqual({ ok: true, amount: 27.5 });
    expect(checkRaise('42.40', 25, 42.4)).toEqual({ ok: true, amount: 42.4 });
  });

  it('refuses the same fare, a lower one, nothing, and above the maximum', () => {
    const notHigher = { ok: false, key: 'ride.raiseNotHigher', params: { current: 25 } };
    expect(checkRaise('25', 25, 42.4)).toEqual(notHigher);
    expect(checkRaise('24.99', 25, 42.4)).toEqual(notHigher);
    expect(checkRaise('', 25, 42.4)).toEqual(notHigher);
    expect(checkRaise('abc', 25, 42.4)).toEqual(notHigher);
    expect(checkRaise('42.41', 25, 42.4)).toEqual({
      ok: false,
      key: 'ride.counterTooHigh',
      params: { max: 42.4 },
    });
  });

  it('suggests about 10 % more in whole units, capped at the maximum', () => {
    expect(suggestedRaise(25, 42.4)).toBe(28);
    expect(suggestedRaise(40, 42.4)).toBe(42.4);
    expect(suggestedRaise(42.39, 42.4)).toBe(42.4);
    expect(canRaise(42.4, 42.4)).toBe(false);
    expect(canRaise(42.39, 42.4)).toBe(true);
  });
});
