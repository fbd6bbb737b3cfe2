import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('writes an amount in the city currency, and falls back to the code for an unknown one', () => {
    expect(formatMoney(1.25, 'CAD')).toBe('CA$1.25');
    expect(formatMoney(2, 'XX1')).toBe('2.00 XX1');
  });

  it('writes it the way of the staff member’s language (decision 065)', () => {
    expect(formatMoney(1.25, 'CAD', 'es').replace(/\s/g, ' ')).toBe('1,25 CAD');
    expect(formatMoney(1.25, 'CAD', 'fr').replace(/\s/g, ' ')).toBe('1,25 $CA');
  });
});
