import { describe, expect, it } from 'vitest';
import { brandLabel, expiry, maskedNumber, payModeLabel } from './format';

describe('payments/format', () => {
  it('masks all but the last 4 digits', () => {
    expect(maskedNumber('4242')).toBe('•••• •••• •••• 4242');
  });

  it('writes the expiry as MM/YYYY, reading a two-digit year as 20xx', () => {
    expect(expiry(4, 2031)).toBe('04/2031');
    expect(expiry(12, 31)).toBe('12/2031');
  });

  it('names the brands', () => {
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('amex')).toBe('American Express');
    expect(brandLabel('mastercard')).toBe('Mastercard');
    expect(brandLabel('elo')).toBe('Elo');
  });

  it("reads the stored pay mode 'stripe' and a record's 'Card' as Card", () => {
    expect(payModeLabel('stripe')).toBe('Card');
    expect(payModeLabel('Card')).toBe('Card');
    expect(payModeLabel('cash')).toBe('Cash');
    expect(payModeLabel('wallet')).toBe('Wallet');
  });
});
