import { describe, expect, it } from 'vitest';
import { moneyText, newActionKey, parseAmount } from './money';

describe('the back office’s amounts', () => {
  it('reads what staff typed: above 0, two decimals at most, a comma as a point', () => {
    expect(['7.5', '7,50', '30', ' 0.01 '].map(parseAmount)).toEqual([7.5, 7.5, 30, 0.01]);
    expect(['0', '-1', '1.234', 'abc', ''].map(parseAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(moneyText(7.5, 'CAD')).toBe('7.50 CAD');
  });

  it('writes amounts the way of the staff member’s language (decision 065)', () => {
    expect(moneyText(1000.5, 'CAD', 'en')).toBe('1000.50 CAD');
    expect(moneyText(1000.5, 'CAD', 'es')).toBe('1000,50 CAD');
    expect(moneyText(1000.5, 'CAD', 'fr')).toBe('1000,50 CAD');
  });

  it('makes a new key per action, also where randomUUID is missing (plain http)', () => {
    expect(newActionKey()).not.toBe(newActionKey());
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newActionKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
