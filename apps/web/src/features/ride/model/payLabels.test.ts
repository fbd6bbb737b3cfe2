import { describe, expect, it } from 'vitest';
import { payMethodKey, payStatusKey } from './payLabels';

describe('pay labels', () => {
  it("reads an empty or unknown pay status as 'Unpaid'", () => {
    expect(payStatusKey('')).toBe('payStatus.unpaid');
    expect(payStatusKey('Unpaid')).toBe('payStatus.unpaid');
    expect(payStatusKey('Paid')).toBe('payStatus.paid');
  });

  it('maps the pay modes to the city pay method names', () => {
    expect(payMethodKey('Card')).toBe('stripe');
    expect(payMethodKey('stripe')).toBe('stripe');
    expect(payMethodKey('Cash')).toBe('cash');
    expect(payMethodKey('wallet')).toBe('wallet');
  });
});
