import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { opsDriverPaths } from '@fairfare/contracts/ops-drivers';
import { opsPaths } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { addDriver, asDriver, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';
import { signInStaff, staffCall } from '../../../test/helpers/staff.ts';

describe.each(databaseKinds)('drivers in the back office (%s)', (kind) => {
  it('an admin suspends a driver with a reason: offline, cannot go online or offer, audited; reinstated, can again', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    const driver = await onlineDriver(app, db);
    const ride = await savedRide(app, db, '5195559331');

    const noReason = await staffCall(app, admin, opsDriverPaths.suspend, {
      driver_id: driver.driverId,
      suspended: true,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const unchanged = await db
      .selectFrom('drivers')
      .select('suspended_at')
      .where('driver_id', '=', driver.driverId)
      .executeTakeFirstOrThrow();
    expect(unchanged.suspended_at).toBeNull();

    const suspended = await staffCall(app, admin, opsDriverPaths.suspend, {
      driver_id: driver.driverId,
      suspended: true,
      reason: 'Ratings below 3 for a month',
    });
    expect(suspended.json().response).toMatchObject({ suspended: true, online: false });

    const online = await asDriver(app, driver, endpoints.drivers.setOnline, { online: true });
    expect(online.statusCode).toBe(403);
    expect(online.json().code).toBe('ops.driverSuspended');
    const sent = await asDriver(app, driver, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: ride.trip.user_offer_amt,
    });
    expect(sent.statusCode).toBe(403);
    expect(await db.selectFrom('trip_requests').selectAll().execute()).toEqual([]);

    const log = await staffCall(app, admin, opsPaths.auditLog, { entity: 'driver' });
    expect(log.json().response.entries[0]).toMatchObject({
      action: 'driver.suspend',
      entity_id: String(driver.driverId),
      reason: 'Ratings below 3 for a month',
      before: { suspended: false, online: true },
      after: { suspended: true, online: false },
    });

    await staffCall(app, admin, opsDriverPaths.suspend, {
      driver_id: driver.driverId,
      suspended: false,
      reason: 'Appeal accepted',
    });
    expect(
      (await asDriver(app, driver, endpoints.drivers.setOnline, { online: true })).statusCode,
    ).toBe(200);
  });

  it('lists and searches drivers; a city manager sees only their cities', async () => {
    const { app, db } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    const city = await signInStaff(app, 'city');
    const far = await addDriver(db, undefined, { name: 'Torontonian Findme', cityId: 15 });
    const near = await addDriver(db, undefined, { name: 'Londoner Findme' });

    const all = await staffCall(app, admin, opsDriverPaths.list, { search: 'findme' });
    expect(
      all
        .json()
        .response.drivers.map((d: { driver_id: number }) => d.driver_id)
        .sort(),
    ).toEqual([far.driverId, near.driverId].sort());
    const mine = await staffCall(app, city, opsDriverPaths.list, { search: 'FINDME' });
    expect(mine.json().response.drivers.map((d: { driver_id: number }) => d.driver_id)).toEqual([
      near.driverId,
    ]);
    const elsewhere = await staffCall(app, city, opsDriverPaths.list, { city_id: 15 });
    expect(elsewhere.json().response.drivers).toEqual([]);

    expect(
      (await staffCall(app, city, opsDriverPaths.detail, { driver_id: far.driverId })).statusCode,
    ).toBe(404);
    const farSuspend = await staffCall(app, city, opsDriverPaths.suspend, {
      driver_id: far.driverId,
      suspended: true,
      reason: 'Not my city',
    });
    expect(farSuspend.statusCode).toBe(404);
    const detail = await staffCall(app, city, opsDriverPaths.detail, { driver_id: near.driverId });
    expect(detail.json().response).toMatchObject({
      driver: { name: 'Londoner Findme', suspended: false },
      recent_trips: [],
    });
  });
});
