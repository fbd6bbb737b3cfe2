import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asDriver, onlineDriver } from '../../../test/helpers/rides.ts';
import { driverPositionBudgets, POSITION_BURST, POSITION_PER_SECOND } from './position-budget.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe.each(databaseKinds)('driverapi/updateposition (%s)', (kind) => {
  it("takes a driver's burst, then the socket's rate, per driver and not per address", async () => {
    const { app, db } = await startSeededApp(kind);
    const driver = await onlineDriver(app, db);
    const neighbour = await onlineDriver(app, db); // the same address (the test's)
    // the clock stands still while the burst is sent (from two seconds on, when the position
    // onlineDriver sent is refilled), then moves on by one second
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2000 });
    const send = (who: typeof driver, i: number) =>
      asDriver(app, who, endpoints.drivers.updatePosition, {
        lat: WESTERN.lat + i * 0.0001,
        lng: WESTERN.lng,
      });

    const burst = [];
    for (let i = 0; i < POSITION_BURST + 2; i += 1) burst.push(await send(driver, i));
    expect(burst.map((r) => r.statusCode)).toEqual([
      ...Array.from({ length: POSITION_BURST }, () => 200),
      429,
      429,
    ]);
    expect(burst.at(-1)?.json()).toMatchObject({ code: 'error.tooManyRequests' });
    // a refused position is not written: the driver is where the last taken one put them
    const row = await db
      .selectFrom('drivers')
      .select('d_lat')
      .where('driver_id', '=', driver.driverId)
      .executeTakeFirstOrThrow();
    expect(row.d_lat).toBeCloseTo(WESTERN.lat + (POSITION_BURST - 1) * 0.0001, 6);
    // another driver behind the same address has a budget of their own
    expect((await send(neighbour, 0)).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + 1000);
    const next = [];
    for (let i = 0; i <= POSITION_PER_SECOND; i += 1) next.push(await send(driver, i));
    expect(next.map((r) => r.statusCode)).toEqual([
      ...Array.from({ length: POSITION_PER_SECOND }, () => 200),
      429,
    ]);
  });
});

describe("the drivers' position budgets", () => {
  it('keep one bucket per driver and drop a bucket once it would be full again', () => {
    const budgets = driverPositionBudgets(2, 1);
    expect([budgets.take(1, 0), budgets.take(1, 0), budgets.take(1, 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(budgets.take(2, 0)).toBe(true);
    expect(budgets.size).toBe(2);
    // two seconds later both are full again: dropped, and a new one is the same
    expect(budgets.take(3, 2000)).toBe(true);
    expect(budgets.size).toBe(1);
    expect([budgets.take(1, 2000), budgets.take(1, 2000), budgets.take(1, 2000)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
