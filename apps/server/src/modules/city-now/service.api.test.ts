import { describe, expect, it } from 'vitest';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { citiesOf, everyCity } from '../city-rules/scope.ts';
import { cityNow } from './service.ts';

const LONDON = 14;
const TORONTO = 15;

describe.each(databaseKinds)('the live view of a city on %s', (kind) => {
  it('shows open requests, rides under way, online drivers (busy or not) and today’s rides', async () => {
    const { app, db } = await startSeededApp(kind);
    const open = await rideOf(app, db, '5195550201').booked();
    const underWay = await rideOf(app, db, '5195550202').begun();
    const done = await rideOf(app, db, '5195550203').completed();

    const now = await cityNow(db, citiesOf([LONDON]), LONDON, Date.now());
    expect(now.currency).toBe('CAD');
    expect(now.open_requests.map((t) => t.trip_id)).toContain(open.tripId);
    expect(now.open_requests.find((t) => t.trip_id === open.tripId)).toMatchObject({
      trip_status: 'request',
    });
    expect(now.active_trips.map((t) => t.trip_id)).toEqual([underWay.tripId]);
    expect(now.active_trips[0]).toMatchObject({
      trip_status: 'begin',
      driver_id: underWay.driver.driverId,
    });
    const drivers = new Map(now.online_drivers.map((d) => [d.driver_id, d]));
    expect(drivers.get(underWay.driver.driverId)?.busy).toBe(true);
    expect(drivers.get(done.driver.driverId)?.busy).toBe(false);
    expect(now.today.rides).toBe(1);
    expect(now.open_requests.some((t) => t.trip_id === done.tripId)).toBe(false);

    const toronto = await cityNow(db, everyCity, TORONTO, Date.now());
    expect(toronto.active_trips).toEqual([]);
  });

  it('refuses a city manager another city', async () => {
    const { db } = await startSeededApp(kind);
    await expect(cityNow(db, citiesOf([TORONTO]), LONDON, Date.now())).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
