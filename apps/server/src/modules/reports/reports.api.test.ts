import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { reportPaths, type CityReport } from '@fairfare/contracts/reports';
import { historyTripRow, type HistoryEnd } from '../../db/seed/history.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { signInStaff, staffCall } from '../../../test/helpers/staff.ts';

const LONDON = 14;
const TORONTO = 15;
const HOUR = 3_600_000;
/** A time on a day of London's calendar (UTC−5), e.g. local('2026-11-20', 23.5). */
const local = (day: string, hours: number) => Date.parse(`${day}T00:00:00Z`) + (hours + 5) * HOUR;

let index = 0;
async function trip(
  db: Db,
  cityId: number,
  at: number,
  end: HistoryEnd | 'open',
  fare = 0,
  payMode: 'cash' | 'stripe' | 'wallet' = 'cash',
) {
  const driver = await db
    .selectFrom('drivers')
    .select(['driver_id', 'category_id'])
    .where('city_id', '=', cityId)
    .executeTakeFirstOrThrow();
  const row = historyTripRow(
    {
      userId: 1,
      driverId: driver.driver_id,
      cityId,
      categoryId: driver.category_id,
      at,
      end: end === 'open' ? 'expired' : end,
      fare,
      commissionPct: 20,
      payMode,
    },
    ++index + 1000,
  );
  if (end === 'open') row.trip_status = 'request';
  const { trip_id } = await db
    .insertInto('trips')
    .values(row)
    .returning('trip_id')
    .executeTakeFirstOrThrow();
  if (end === 'staff' || end === 'rider') {
    await db
      .insertInto('trip_status_changes')
      .values({ trip_id, from_status: 'accept', to_status: 'cancel', actor: end, at, reason: null })
      .execute();
  }
  return trip_id;
}

async function refund(db: Db, tripId: number, amount: number, at: number) {
  const staff = await db.selectFrom('staff').select('staff_id').executeTakeFirstOrThrow();
  const { payment_id } = await db
    .insertInto('payments')
    .values({
      user_id: 1,
      trip_id: tripId,
      driver_id: null,
      kind: 'trip',
      pay_mode: 'stripe',
      status: 'succeeded',
      total_amt: 3000,
      pay_amount: 3000,
      rider_amt: 3000,
      city_id: LONDON,
      currency: 'CAD',
      pg_currency: 'CAD',
      created_at: at - HOUR,
    })
    .returning('payment_id')
    .executeTakeFirstOrThrow();
  for (const status of ['succeeded', 'failed'] as const) {
    await db
      .insertInto('refunds')
      .values({
        payment_id,
        trip_id: tripId,
        user_id: 1,
        amount,
        reason: 'test',
        staff_id: staff.staff_id,
        idempotency_key: `k-${tripId}-${status}`,
        status,
        created_at: at,
      })
      .execute();
  }
}

describe.each(databaseKinds)('reports on %s', (kind) => {
  it('sums each city per day of its own calendar: rides, who cancelled, fares, commission, refunds, cash and card', async () => {
    const { app, db } = await startSeededApp(kind);
    await trip(db, LONDON, local('2026-11-20', 9), 'completed', 2000, 'cash');
    const card = await trip(db, LONDON, local('2026-11-20', 12), 'completed', 3000, 'stripe');
    // 23:30 in London is 04:30 UTC the next day: still the 20th for London
    await trip(db, LONDON, local('2026-11-20', 23.5), 'rider');
    await trip(db, LONDON, local('2026-11-20', 10), 'driver');
    await trip(db, LONDON, local('2026-11-20', 11), 'staff');
    await trip(db, LONDON, local('2026-11-20', 13), 'expired');
    await trip(db, LONDON, local('2026-11-20', 14), 'open');
    await trip(db, LONDON, local('2026-11-21', 8), 'completed', 1500, 'wallet');
    await trip(db, LONDON, local('2026-11-23', 8), 'completed', 9900, 'cash'); // after the range
    await trip(db, TORONTO, local('2026-11-21', 18), 'completed', 2500, 'stripe');
    await refund(db, card, 500, local('2026-11-21', 0.5));

    const admin = await signInStaff(app, 'admin');
    const res = await staffCall(app, admin, reportPaths.daily, {
      from: '2026-11-20',
      to: '2026-11-22',
    });
    expect(res.statusCode, res.body).toBe(200);
    const cities = res.json().response.cities as CityReport[];
    expect(cities.map((c) => c.city_id)).toEqual(expect.arrayContaining([LONDON, TORONTO]));
    const london = cities.find((c) => c.city_id === LONDON)!;
    expect(london.currency).toBe('CAD');
    expect(london.days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(london.days[0]).toEqual({
      day: '2026-11-20',
      rides: 6,
      completed: 2,
      cancelled_by_rider: 1,
      cancelled_by_driver: 1,
      cancelled_by_staff: 1,
      expired: 1,
      fares: 50,
      commission: 10,
      refunds: 0,
      cash: 20,
      card: 30,
      wallet: 0,
    });
    expect(london.days[1]).toMatchObject({
      rides: 1,
      completed: 1,
      fares: 15,
      wallet: 15,
      refunds: 5,
    });
    expect(london.days[2]).toMatchObject({ rides: 0, fares: 0, refunds: 0 });
    const toronto = cities.find((c) => c.city_id === TORONTO)!;
    expect(toronto.days[1]).toMatchObject({ completed: 1, card: 25, commission: 5 });
  });

  it('shows a city manager only their cities, and refuses another city, support and a bad range', async () => {
    const { app, db } = await startSeededApp(kind);
    await trip(db, TORONTO, local('2026-11-21', 18), 'completed', 2500, 'stripe');
    const manager = await signInStaff(app, 'city'); // London's
    const range = { from: '2026-11-20', to: '2026-11-22' };
    const mine = await staffCall(app, manager, reportPaths.daily, range);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json().response.cities as CityReport[]).map((c) => c.city_id)).toEqual([LONDON]);
    const other = await staffCall(app, manager, reportPaths.daily, { ...range, city_id: TORONTO });
    expect(other.statusCode).toBe(403);

    const support = await signInStaff(app, 'support');
    expect((await staffCall(app, support, reportPaths.daily, range)).statusCode).toBe(403);

    for (const bad of [
      { from: '2026-11-22', to: '2026-11-20' },
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '20 Nov', to: '2026-11-22' },
    ]) {
      const res = await staffCall(app, manager, reportPaths.daily, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code ?? res.body).toContain('reports.rangeInvalid');
    }
  });
});
