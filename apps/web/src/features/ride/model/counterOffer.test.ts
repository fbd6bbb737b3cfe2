import { describe, expect, it } from 'vitest';
import { amountInputText, checkCounterOffer } from './counterOffer';

describe('checkCounterOffer', () => {
  it('accepts amounts within the bounds, the bounds included', () => {
    expect(checkCounterOffer('10', 10, 20)).toEqual({ ok: true, amount: 10 });
    expect(checkCounterOffer('20', 10, 20)).toEqual({ ok: true, amount: 20 });
    expect(checkCounterOffer(' 12,5 ', 10, 20)).toEqual({ ok: true, amount: 12.5 });
  });
  it('refuses below the minimum, blank and non-numbers with the minimum message', () => {
    for (const raw of ['9.99', '', 'abc', '-1']) {
      expect(checkCounterOffer(raw, 10, 20)).toEqual({
        ok: false,
        key: 'ride.counterTooLow',
        params: { min: 10 },
      });
    }
  });
  it('refuses above the maximum with the maximum message', () => {
    expect(checkCounterOffer('20.01', 10, 20)).toEqual({
      ok: false,
      key: 'ride.counterTooHigh',
      params: { max: 20 },
    });
  });
});

describe('amountInputText', () => {
  it("writes the amount with the rider's decimal separator, and reads back as the same amount", () => {
    expect(amountInputText(7.5, 'fr')).toBe('7,50');
    expect(amountInputText(7.5, 'es')).toBe('7,50');
    expect(amountInputText(7.5, 'en')).toBe('7.50');
    expect(amountInputText(1234.5, 'fr')).toBe('1234,50');
    for (const language of ['en', 'es', 'fr']) {
      expect(checkCounterOffer(amountInputText(7.5, language), 7.5, 20)).toEqual({
        ok: true,
        amount: 7.5,
      });
    }
  });
});
