import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../../test/helpers/databases.ts';
import { brokenRideInvariants } from '../../../test/helpers/ride-invariants.ts';
import { everyCity } from '../../modules/city-rules/scope.ts';
import { dailyReport } from '../../modules/reports/service.ts';
import { historyTrips } from './history.ts';
import { seedDatabase } from './seed.ts';

const DAY = 24 * 60 * 60 * 1000;
// 12:00 UTC, 07:00 in London (UTC−5): London's today began at 05:00 UTC.
const NOW = Date.UTC(2026, 10, 28, 12);
const TODAY_IN_LONDON = Date.UTC(2026, 10, 28, 5);

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (open.length) await open.pop()?.();
});

describe('the demo week', () => {
  const riders = [
    { userId: 1, cityId: 14 },
    { userId: 2, cityId: 15 },
  ];
  const drivers = [
    { driverId: 1, cityId: 14, categoryId: 1 },
    { driverId: 2, cityId: 15, categoryId: 1 },
  ];

  it('is the same on every seed, over the seven days before today, with every way a trip ends', () => {
    const week = historyTrips(NOW, riders, drivers);
    expect(historyTrips(NOW, riders, drivers)).toEqual(week);
    expect(Math.min(...week.map((t) => t.at))).toBeGreaterThanOrEqual(TODAY_IN_LONDON - 7 * DAY);
    expect(Math.max(...week.map((t) => t.at))).toBeLessThan(TODAY_IN_LONDON);
    expect(new Set(week.map((t) => t.end))).toEqual(
      new Set(['completed', 'rider', 'driver', 'staff', 'expired']),
    );
  });
});

describe.each(databaseKinds)('the demo week seeded on %s', (kind) => {
  it('gives every day of the last week rides and money in London, with refunds, for the reports', async () => {
    const d = await freshDatabase(kind);
    open.push(d.close);
    await seedDatabase(d.db, { now: NOW, history: true });
    const report = await dailyReport(d.db, everyCity, { from: '2026-11-21', to: '2026-11-27' });
    const london = report.cities.find((c) => c.city_id === 14)!;
    for (const day of london.days) {
      expect(day.rides, day.day).toBeGreaterThan(0);
      expect(day.fares, day.day).toBeGreaterThan(0);
    }
    const all = report.cities.flatMap((c) => c.days);
    expect(all.reduce((sum, day) => sum + day.refunds, 0)).toBeGreaterThan(0);
    expect(all.reduce((sum, day) => sum + day.cancelled_by_staff, 0)).toBeGreaterThan(0);
    const today = await dailyReport(d.db, everyCity, { from: '2026-11-28', to: '2026-11-28' });
    expect(today.cities.every((c) => c.days[0]!.rides === 0)).toBe(true);
    // each past trip reads as a real one: the moves the lifecycle allows, its accepted offer, its
    // code and accept time, one payment settling each paid ride (the crash tests check the same)
    expect(await brokenRideInvariants(d.db)).toEqual([]);
  });
});
