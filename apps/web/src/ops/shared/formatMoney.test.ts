import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('writes an amount in the city currency, and falls back to the code for an unknown one', () => {
    expect(formatMoney(1.25, 'CAD')).toBe('CA$1.25');
    expect(formatMoney(2, 'XX1')).toBe('2.00 XX1');
  });
});
