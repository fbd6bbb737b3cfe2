import { describe, expect, it } from 'vitest';
import { startOfCityDay } from './rules.ts';

describe('startOfCityDay', () => {
  it('is the last midnight of the city, not of UTC', () => {
    // 03:30 UTC on 27 Nov is 22:30 on 26 Nov in London, Ontario (UTC−5).
    const now = Date.UTC(2026, 10, 27, 3, 30);
    expect(startOfCityDay(now, -5)).toBe(Date.UTC(2026, 10, 26, 5));
    expect(startOfCityDay(now, 0)).toBe(Date.UTC(2026, 10, 27));
    expect(startOfCityDay(Date.UTC(2026, 10, 27, 5), -5)).toBe(Date.UTC(2026, 10, 27, 5));
  });
});
