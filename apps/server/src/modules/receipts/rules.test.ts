import { describe, expect, it } from 'vitest';
import { cardLabel, paymentModeOf } from './rules.ts';

describe('the card line of a receipt', () => {
  it('capitalises the brand and masks all but the last 4', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa •••• 4242');
    expect(cardLabel('MASTERCARD', '4444')).toBe('Mastercard •••• 4444');
    expect(cardLabel('amex', '0005')).toBe('Amex •••• 0005');
  });

  it('is null when the brand or the last 4 is not known', () => {
    expect(cardLabel(null, '4242')).toBeNull();
    expect(cardLabel('visa', null)).toBeNull();
    expect(cardLabel('', '')).toBeNull();
  });
});

describe('the pay mode of a payment row', () => {
  it('reads the stored mode whatever its case', () => {
    expect(paymentModeOf('Card')).toBe('Card');
    expect(paymentModeOf('card')).toBe('Card');
    expect(paymentModeOf('Cash')).toBe('Cash');
    expect(paymentModeOf('wallet')).toBe('wallet');
    expect(paymentModeOf('Wallet')).toBe('wallet');
    expect(paymentModeOf('cheque')).toBeNull();
  });
});
