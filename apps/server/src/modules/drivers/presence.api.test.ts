import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { addDriver, asDriver, loginDriver, savedRide } from '../../../test/helpers/rides.ts';
import type { Db } from '../../db/database.ts';
import { rideDeps } from '../ride/deps.ts';
import { setOnline, updatePosition } from './service.ts';

const S = 1000;

async function isOnline(db: Db, driverId: number): Promise<number> {
  const row = await db
    .selectFrom('drivers')
    .select('is_online')
    .where('driver_id', '=', driverId)
    .executeTakeFirstOrThrow();
  return row.is_online;
}

async function pendingChecks(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('due_jobs')
    .select('job_id')
    .where('kind', '=', 'driver.silent')
    .where('done_at', 'is', null)
    .execute();
  return rows.length;
}

/** The app (silence: 90 s, its default) and a logged-in driver of London at Western, offline. */
async function setUp(kind: 'sqlite' | 'postgres') {
  const { app, db } = await startSeededApp(kind);
  expect(app.config.ride.driverSilentOfflineSeconds).toBe(90);
  const { phone } = await addDriver(db, WESTERN);
  const driver = await loginDriver(app, phone);
  // the clock is the test's: the services take `now`, the job runner runs what is due at `now`
  const deps = rideDeps(app);
  const nearby = async () =>
    (await app.locator.nearby(WESTERN, 1, 10)).map((n) => n.driverId).includes(driver.driverId);
  return { app, db, driver, deps, nearby };
}

describe.each(databaseKinds)('a silent driver goes offline by itself (%s)', (kind) => {
  it('stays online while positions come, and goes offline 90 s after the last one: no more requests', async () => {
    const { app, db, driver, deps, nearby } = await setUp(kind);
    const t0 = Date.now();
    await setOnline(deps, driver.driverId, true, t0);
    await updatePosition(deps, driver.driverId, WESTERN, t0);
    expect(await nearby()).toBe(true);

    await updatePosition(deps, driver.driverId, WESTERN, t0 + 60 * S);
    await app.jobs.runDue(t0 + 90 * S); // silent 30 s only: looked at again later
    expect(await isOnline(db, driver.driverId)).toBe(1);
    await app.jobs.runDue(t0 + 149 * S);
    expect(await isOnline(db, driver.driverId)).toBe(1);

    await app.jobs.runDue(t0 + 150 * S); // silent 90 s
    expect(await isOnline(db, driver.driverId)).toBe(0);
    expect(await nearby()).toBe(false);
    expect(await pendingChecks(db)).toBe(0);
    // no request reaches them, asked or pushed
    const ride = await savedRide(app, db, '5195553801');
    const open = await asDriver(app, driver, endpoints.drivers.openRequests);
    expect(open.json().response.requests).toEqual([]);
    expect(ride.tripId).toBeGreaterThan(0);
  });

  it('keeps one check per driver however often they go online and offline', async () => {
    const { app, db, driver, deps } = await setUp(kind);
    const t0 = Date.now();
    await setOnline(deps, driver.driverId, true, t0);
    await setOnline(deps, driver.driverId, true, t0 + 5 * S); // online already: only seen again
    await setOnline(deps, driver.driverId, false, t0 + 10 * S);
    await setOnline(deps, driver.driverId, true, t0 + 20 * S);
    expect(await pendingChecks(db)).toBe(2);

    await app.jobs.runDue(t0 + 90 * S); // the first spell's check ends without a successor
    expect(await isOnline(db, driver.driverId)).toBe(1);
    expect(await pendingChecks(db)).toBe(1);

    await app.jobs.runDue(t0 + 110 * S); // the second spell: silent 90 s since going online
    expect(await isOnline(db, driver.driverId)).toBe(0);
    expect(await pendingChecks(db)).toBe(0);
  });

  it('lets a driver who went offline by themselves come back online with a fresh check', async () => {
    const { app, db, driver, deps, nearby } = await setUp(kind);
    const t0 = Date.now();
    await setOnline(deps, driver.driverId, true, t0);
    await app.jobs.runDue(t0 + 90 * S);
    expect(await isOnline(db, driver.driverId)).toBe(0);
    const back = await asDriver(app, driver, endpoints.drivers.setOnline, { online: true });
    expect(back.json().response.is_online).toBe(1);
    expect(await nearby()).toBe(true);
    expect(await pendingChecks(db)).toBe(1);
  });
});
