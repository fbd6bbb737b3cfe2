import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '@fairfare/contracts/auth';
import { addressAllows, phoneWaitMs } from './code-limits.ts';

const now = 1_700_000_000_000;
const unused = (secondsAgo: number) => ({ created_at: now - secondsAgo * 1000, consumed_at: null });

describe('how often a phone gets a code', () => {
  it('no code yet, or only used ones: at once', () => {
    expect(phoneWaitMs([], now, 5)).toBe(0);
    expect(phoneWaitMs([{ created_at: now - 1000, consumed_at: now }], now, 5)).toBe(0);
  });

  it('30 s between the first codes of the hour, then doubling, never more than a code lives', () => {
    expect(phoneWaitMs([unused(10)], now, 5)).toBe(20_000);
    const five = [300, 240, 180, 120, 0].map(unused);
    expect(phoneWaitMs(five, now, 5)).toBe(60_000);
    expect(phoneWaitMs([...five, unused(0)], now, 5)).toBe(120_000);
    const many = Array.from({ length: 12 }, () => unused(0));
    expect(phoneWaitMs(many, now, 5)).toBe(CODE_TTL_MS);
    // codes older than an hour are forgotten
    expect(phoneWaitMs([unused(3601)], now, 5)).toBe(0);
  });

  it('whatever others ask, the wait never outlasts the last code sent (the owner always has one)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_600 }), { maxLength: 60 }), (ages) => {
        const sent = ages.map(unused);
        const wait = phoneWaitMs(sent, now, 5);
        if (wait > 0) {
          const newest = Math.max(...sent.map((code) => code.created_at));
          expect(now + wait).toBeLessThanOrEqual(newest + CODE_TTL_MS);
        }
      }),
    );
  });
});

describe('how many phones an address may ask codes for', () => {
  it('counts different phones: a household asking again for its own phones is never stopped', () => {
    const asked = ['a', 'b', 'a', 'c', 'a'];
    expect(addressAllows(asked, 'd', 4)).toBe(true);
    expect(addressAllows(asked, 'd', 3)).toBe(false);
    expect(addressAllows(asked, 'a', 3)).toBe(true);
  });
});
