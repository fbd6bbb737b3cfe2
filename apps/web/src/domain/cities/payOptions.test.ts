import { describe, expect, it } from 'vitest';
import { payOptionLabel, payOptions } from './payOptions';

describe('payOptionLabel', () => {
  it("shows 'stripe' as Card and the others with the first letter capitalised", () => {
    expect(payOptionLabel('stripe')).toBe('Card');
    expect(payOptionLabel('cash')).toBe('Cash');
    expect(payOptionLabel('wallet')).toBe('Wallet');
    expect(payOptionLabel('paypal')).toBe('Paypal');
    expect(payOptionLabel('Cash')).toBe('Cash');
    expect(payOptionLabel('')).toBe('');
  });
});

describe('payOptions', () => {
  it('reads the pipe-separated list in order', () => {
    expect(payOptions('cash|stripe|wallet')).toEqual([
      { value: 'cash', label: 'Cash' },
      { value: 'stripe', label: 'Card' },
      { value: 'wallet', label: 'Wallet' },
    ]);
  });

  it('handles a single method, spaces, blanks and repeats', () => {
    expect(payOptions('cash')).toEqual([{ value: 'cash', label: 'Cash' }]);
    expect(payOptions(' stripe || cash |stripe')).toEqual([
      { value: 'stripe', label: 'Card' },
      { value: 'cash', label: 'Cash' },
    ]);
    expect(payOptions('')).toEqual([]);
    expect(payOptions('|')).toEqual([]);
  });
});
