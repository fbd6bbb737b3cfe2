import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../test/helpers/app.ts';
import { registerRider } from '../../test/helpers/auth.ts';
import {
  asRider,
  offer,
  onlineDriver,
  savedRide,
  type DriverSession,
} from '../../test/helpers/rides.ts';
import { booking, saveTrip } from '../../test/helpers/booking.ts';
import { LONDON_ON } from '../db/seed/cities.ts';
import { driverReads } from '../modules/drivers/store.ts';
import { DriverSimulator } from './simulator.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Fast cars (idle ones wander at 500 km/h, 139 m a step) that would be gone in a second, two of
 * them Economy near Western University, which offer at the fare and set off 2 s (40 simulated
 * seconds at speed 20) after they are assigned.
 */
async function fastCarsThatWait() {
  const { app, db } = await startSeededApp('sqlite', {
    simulator: { enabled: true, speed: 20, driveKmh: 1000 },
  });
  const simulator = new DriverSimulator(app, {
    speed: 20,
    seed: 7,
    maxDrivers: 3,
    driveKmh: 1000,
    behaviour: {
      offerAtFare: 1,
      offerAbove: 0,
      cancelBeforePickup: 0,
      cancelDuringRide: 0,
      departDelayS: [40, 40],
    },
  });
  const positionOf = (driverId: number) =>
    db
      .selectFrom('drivers')
      .select(['d_lat', 'd_lng'])
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();
  return { app, db, simulator, positionOf };
}

describe('driver simulator', () => {
  it('answers a ride with offers and drives it to completion through the driver API', async () => {
    const { app, db } = await startSeededApp('sqlite', {
      simulator: { enabled: true, speed: 20, driveKmh: 40 },
    });
    const simulator = new DriverSimulator(app, {
      speed: 20,
      seed: 42,
      maxDrivers: 10,
      driveKmh: 600,
      behaviour: {
        offerAtFare: 0.7,
        offerAbove: 0.3,
        acceptCounter: 1,
        cancelBeforePickup: 0,
        cancelDuringRide: 0,
        cashConfirmDelayS: [40, 40], // 2 s at speed 20
      },
    });
    try {
      await simulator.start();
      expect(simulator.driverCount).toBe(10);

      const rider = await registerRider(app, '5195553001');
      const saved = await saveTrip(app, rider.cookie, booking());
      expect(saved.statusCode).toBe(200);
      const tripId = saved.json().response.trip_id as number;
      const asRider = (path: string, payload: object) =>
        app.inject({
          method: 'POST',
          url: API_BASE + path,
          headers: { cookie: rider.cookie },
          payload,
        });

      const offer = await until('an offer', 5000, async () => {
        const res = await asRider(endpoints.offers.list, { trip_id: tripId });
        const offers = res.json().response.offers as Array<{
          driver_id: number;
          offer_amt: number;
        }>;
        return offers[0];
      });
      expect(offer.offer_amt).toBeGreaterThanOrEqual(25);
      expect(offer.offer_amt).toBeLessThanOrEqual(31.25);

      // The rider counters; this driver accepts counter-offers (acceptCounter: 1).
      const countered = await asRider(endpoints.offers.counter, {
        trip_id: tripId,
        user_offer_amt: 23,
        driver_id: offer.driver_id,
      });
      expect(countered.statusCode).toBe(200);
      await until('the driver to take the counter-offer', 5000, async () => {
        const res = await asRider(endpoints.offers.list, { trip_id: tripId });
        const offers = res.json().response.offers as Array<{
          driver_id: number;
          offer_amt: number;
          status: string;
        }>;
        return offers.find(
          (o) => o.driver_id === offer.driver_id && o.status === 'offer' && o.offer_amt === 23,
        );
      });

      const accepted = await asRider(endpoints.trips.accept, {
        trip_id: tripId,
        driver_id: offer.driver_id,
      });
      expect(accepted.statusCode).toBe(200);

      const seen = new Set<string>();
      await until('the trip to complete', 12_000, async () => {
        const res = await asRider(endpoints.trips.list, { is_request: '0' });
        const trip = (
          res.json().response.trips as Array<{ trip_id: number; trip_status: string }>
        ).find((t) => t.trip_id === tripId);
        if (trip) seen.add(trip.trip_status);
        return trip?.trip_status === 'completed' ? trip : undefined;
      });
      expect([...seen]).toContain('completed');
      const done = await db
        .selectFrom('trips')
        .select(['driver_id', 'user_offer_amt', 'trip_pay_status'])
        .where('trip_id', '=', tripId)
        .executeTakeFirstOrThrow();
      // A cash ride: completed, but Paid only once its driver confirms the cash, a little later.
      expect(done).toEqual({
        driver_id: offer.driver_id,
        user_offer_amt: 2300, // cents
        trip_pay_status: 'Unpaid',
      });
      await until('the driver to confirm the cash', 10_000, async () => {
        const res = await asRider(endpoints.trips.list, { is_request: '0' });
        const trip = (
          res.json().response.trips as Array<{ trip_id: number; trip_pay_status: string }>
        ).find((t) => t.trip_id === tripId);
        return trip?.trip_pay_status === 'Paid' ? trip : undefined;
      });
      const payments = await db
        .selectFrom('payments')
        .select(['pay_mode', 'status', 'driver_id', 'pay_amount'])
        .where('trip_id', '=', tripId)
        .execute();
      expect(payments).toEqual([
        { pay_mode: 'Cash', status: 'succeeded', driver_id: offer.driver_id, pay_amount: 2300 },
      ]);
    } finally {
      await simulator.stop();
    }
    expect(simulator.activeTimers).toBe(0);
    const online = await db
      .selectFrom('drivers')
      .select('driver_id')
      .where('is_online', '=', 1)
      .execute();
    expect(online).toEqual([]);
  }, 60_000); // a whole simulated ride: ~8 s on a quiet machine, past 25 s at load 20

  it('keeps a driver with an open offer in reach, and sets off only after its departure delay', async () => {
    const { app, db, simulator, positionOf } = await fastCarsThatWait();
    try {
      await simulator.start();
      const rider = await registerRider(app, '5195553003');
      const saved = await saveTrip(app, rider.cookie, booking());
      const tripId = saved.json().response.trip_id as number;
      const first = await until('an offer', 5000, async () => {
        const res = await asRider(app, rider, endpoints.offers.list, { trip_id: tripId });
        return (res.json().response.offers as Array<{ driver_id: number }>)[0];
      });

      // waiting for the rider's answer: the driver stays where it is (its last position posted)
      await sleep(300);
      const waiting = await positionOf(first.driver_id);
      await sleep(1000);
      expect(await positionOf(first.driver_id)).toEqual(waiting);

      const accepted = await asRider(app, rider, endpoints.trips.accept, {
        trip_id: tripId,
        driver_id: first.driver_id,
      });
      expect(accepted.statusCode).toBe(200);
      // assigned: it sets off 40 simulated seconds later, then arrives at once
      await sleep(1000);
      expect(await positionOf(first.driver_id)).toEqual(waiting);
      const arrived = await until('the driver to arrive', 10_000, async () => {
        const trip = await db
          .selectFrom('trips')
          .select('trip_status')
          .where('trip_id', '=', tripId)
          .executeTakeFirstOrThrow();
        return ['arrive', 'begin', 'completed'].includes(trip.trip_status) ? trip : undefined;
      });
      expect(arrived.trip_status).not.toBe('accept');
    } finally {
      await simulator.stop();
    }
  }, 25_000);

  it('keeps a driver in place when its offer is accepted between its trip sync and its look at the requests', async () => {
    const { app, simulator, positionOf } = await fastCarsThatWait();
    try {
      await simulator.start();
      const rider = await registerRider(app, '5195553004');
      const tripId = (await saveTrip(app, rider.cookie, booking())).json().response
        .trip_id as number;
      const first = await until('an offer', 5000, async () => {
        const res = await asRider(app, rider, endpoints.offers.list, { trip_id: tripId });
        return (res.json().response.offers as Array<{ driver_id: number }>)[0];
      });
      await sleep(300);
      const waiting = await positionOf(first.driver_id);

      // The rider accepts while the driver's next look at the open requests is on its way: the
      // request is gone from the list, and the driver must learn of its trip, not wander off.
      const inject = app.inject.bind(app);
      let accepted: ReturnType<typeof asRider> | undefined;
      const looksAtRequests = (url: unknown) =>
        String(url).startsWith(API_BASE + endpoints.drivers.openRequests) &&
        String(url).includes(`driver_id=${first.driver_id}`);
      app.inject = ((opts: InjectOptions | string) => {
        if (!accepted && typeof opts === 'object' && looksAtRequests(opts.url)) {
          accepted = asRider(app, rider, endpoints.trips.accept, {
            trip_id: tripId,
            driver_id: first.driver_id,
          });
          return accepted.then(() => inject(opts));
        }
        return inject(opts);
      }) as typeof app.inject;

      const answer = await until('the acceptance', 5000, async () => accepted);
      expect((await answer).statusCode).toBe(200);
      await sleep(1000);
      expect(await positionOf(first.driver_id)).toEqual(waiting);
    } finally {
      await simulator.stop();
    }
  }, 25_000);

  it("tells the OTP only to the trip's own driver, through the development hook", async () => {
    const { app, db } = await startSeededApp('sqlite', {
      simulator: { enabled: true, speed: 1, driveKmh: 40 },
    });
    const ride = await savedRide(app, db, '5195553002');
    const driver = await onlineDriver(app, db);
    const other = await onlineDriver(app, db);
    // both on the simulator's roster: a real driver never learns an OTP here (below)
    await db.updateTable('drivers').set({ is_simulated: 1 }).execute();
    await offer(app, driver, ride.tripId, 25);
    const hook = (d: DriverSession) =>
      app.inject({
        url: `/api/dev/trip-otp?trip_id=${ride.tripId}`,
        headers: { cookie: d.cookie },
      });
    expect((await hook(driver)).statusCode).toBe(404); // not the trip's driver yet
    const accepted = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(accepted.statusCode).toBe(200);
    const { otp } = await db
      .selectFrom('trips')
      .select('otp')
      .where('trip_id', '=', ride.tripId)
      .executeTakeFirstOrThrow();
    expect((await hook(driver)).json()).toEqual({ trip_id: ride.tripId, otp });
    expect((await hook(other)).statusCode).toBe(404);
    expect((await app.inject(`/api/dev/trip-otp?trip_id=${ride.tripId}`)).statusCode).toBe(401);
    // the same driver, real (not on the roster): the rider tells them the code, not the hook
    await db
      .updateTable('drivers')
      .set({ is_simulated: 0 })
      .where('driver_id', '=', driver.driverId)
      .execute();
    expect((await hook(driver)).statusCode).toBe(404);
  });

  it("drives only its roster: real drivers (the seed's demo driver, a driver added later) and their trips are left alone", async () => {
    const { app, db } = await startSeededApp('sqlite', {
      simulator: { enabled: true, speed: 20, driveKmh: 600 },
    });
    const roster = await driverReads.simulatedRoster(db, LONDON_ON);
    const harpreet = await db
      .selectFrom('drivers')
      .select('driver_id')
      .where('d_phone', '=', '5195550201')
      .executeTakeFirstOrThrow();
    const londoners = await db
      .selectFrom('drivers')
      .select('driver_id')
      .where('city_id', '=', LONDON_ON)
      .execute();
    expect(roster.map((d) => d.driver_id)).not.toContain(harpreet.driver_id);
    expect(roster).toHaveLength(londoners.length - 1);

    // a real driver online at Western, with a ride accepted and waiting for them
    const real = await onlineDriver(app, db);
    expect(roster.map((d) => d.driver_id)).not.toContain(real.driverId);
    const ride = await savedRide(app, db, '5195553003');
    await offer(app, real, ride.tripId, 25);
    const accepted = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: real.driverId,
    });
    expect(accepted.statusCode).toBe(200);

    const simulator = new DriverSimulator(app, {
      speed: 20,
      seed: 3,
      driveKmh: 600,
      behaviour: { offerAtFare: 1, offerAbove: 0, cancelBeforePickup: 1, cancelDuringRide: 1 },
    });
    try {
      await simulator.start();
      expect(simulator.driverCount).toBe(roster.length);
      await sleep(1500); // 30 simulated seconds: every simulated driver polled and moved
    } finally {
      await simulator.stop();
    }
    // nobody but their own app signed in as the real drivers
    const sessions = await db
      .selectFrom('sessions')
      .select('driver_id')
      .where('driver_id', 'in', [harpreet.driver_id, real.driverId])
      .execute();
    expect(sessions.map((s) => s.driver_id)).toEqual([real.driverId]);
    // the real driver's trip waits for them, untouched (simulated drivers here cancel at once)
    const trip = await db
      .selectFrom('trips')
      .select(['trip_status', 'driver_id'])
      .where('trip_id', '=', ride.tripId)
      .executeTakeFirstOrThrow();
    expect(trip).toEqual({ trip_status: 'accept', driver_id: real.driverId });
  }, 25_000);

  it('has no OTP hook in production, even with the simulator on', async () => {
    // As config.ts makes it for NODE_ENV=production: no development routes unless DEV_ROUTES=on.
    const { app } = await startSeededApp('sqlite', {
      env: 'production',
      devRoutes: false,
      simulator: { enabled: true, speed: 1, driveKmh: 40 },
    });
    expect((await app.inject('/api/dev/trip-otp?trip_id=1')).statusCode).toBe(404);
  });

  it('stays off with a real SMS provider', async () => {
    const { app } = await startSeededApp('sqlite', {
      sms: { sender: 'FairFare', provider: { url: 'http://127.0.0.1:9/', bodyTemplate: '{}' } },
    });
    const simulator = new DriverSimulator(app, { speed: 1 });
    await simulator.start();
    expect(simulator.driverCount).toBe(0);
    await simulator.stop();
    expect(simulator.activeTimers).toBe(0);
  });

  it('has no OTP hook when the simulator is off', async () => {
    const { app } = await startSeededApp('sqlite');
    expect((await app.inject('/api/dev/trip-otp?trip_id=1')).statusCode).toBe(404);
  });
});
