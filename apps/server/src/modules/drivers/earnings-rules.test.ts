import { describe, expect, it } from 'vitest';
import { startOfCityWeek, toEarningsPeriod } from './earnings-rules.ts';

const HOUR = 3_600_000;

describe("a driver's week", () => {
  it('starts on the Monday midnight of the city, whatever the UTC date', () => {
    // Sunday 29 Nov 2026, 22:00 in Toronto (UTC−5) is Monday 03:00 UTC: still the week of Mon 23
    const sundayNight = Date.UTC(2026, 10, 30, 3, 0);
    expect(startOfCityWeek(sundayNight, -5)).toBe(Date.UTC(2026, 10, 23, 5, 0));
    // Monday 30 Nov 2026, 00:30 in Toronto: a new week, from that Monday's midnight
    const mondayEarly = Date.UTC(2026, 10, 30, 5, 30);
    expect(startOfCityWeek(mondayEarly, -5)).toBe(Date.UTC(2026, 10, 30, 5, 0));
    // east of UTC: Monday 01:00 in Tokyo (UTC+9) is Sunday 16:00 UTC
    expect(startOfCityWeek(Date.UTC(2026, 10, 29, 16, 0), 9)).toBe(Date.UTC(2026, 10, 29, 15, 0));
    expect(startOfCityWeek(Date.UTC(2026, 10, 29, 14, 0), 9)).toBe(
      Date.UTC(2026, 10, 29, 15, 0) - 7 * 24 * HOUR,
    );
  });
});

describe('an earnings period', () => {
  it('shows cents as amounts and calls card what was not paid in cash', () => {
    expect(
      toEarningsPeriod(1, {
        trips: 3,
        fare: 9000,
        commission: 1800,
        net: 7200,
        cash: 2500,
        tips: 150,
      }),
    ).toEqual({
      from: 1,
      trips: 3,
      fare: 90,
      commission: 18,
      net: 72,
      cash: 25,
      card: 65,
      tips: 1.5,
    });
  });
});
