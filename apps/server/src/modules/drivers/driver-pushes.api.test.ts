import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { driverPushSchema, type DriverPush, type PushMessage } from '@fairfare/contracts/socket';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { booking, saveTrip, WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  type DriverSession,
} from '../../../test/helpers/rides.ts';
import { collect, connect, eventually, listen } from '../../../test/helpers/sockets.ts';

/** 0.01° of latitude is about 1.1 km: this is ~1.1 km from Western, within driver_radius (5). */
const NEAR = { lat: WESTERN.lat + 0.01, lng: WESTERN.lng };
/** ~22 km south of Western: London, but out of reach of its pickup. */
const FAR = { lat: WESTERN.lat - 0.2, lng: WESTERN.lng };

type App = Awaited<ReturnType<typeof startSeededApp>>['app'];

/** A driver online at `at`, with a socket in their room collecting pushes checked against the contract. */
async function listeningDriver(
  app: App,
  db: Parameters<typeof onlineDriver>[1],
  url: string,
  at: typeof NEAR,
) {
  const driver = await onlineDriver(app, db, at);
  const socket = await connect(url, { cookie: driver.cookie });
  const received = collect(socket, 'fcm_push_noti');
  const pushes = () => received.map((m: PushMessage) => driverPushSchema.parse(m));
  return { driver, pushes };
}

/** The rider's pushes, in order, are not these tests' business; a marker push ends a driver's wait. */
async function markerReached(app: App, driver: DriverSession, pushes: () => DriverPush[]) {
  const marker: DriverPush = { trip_status: 'declined', data: { trip_id: -1, tripRequestId: -1 } };
  await app.notifier.toDriver(driver.driverId, marker);
  await eventually(() => pushes().some((p) => p.data.trip_id === -1));
  return pushes().filter((p) => p.data.trip_id !== -1);
}

describe.each(databaseKinds)("drivers' pushes carry their state (%s)", (kind) => {
  it('tells a driver near the pickup of a new request with the rider, fare and pay mode; one far away hears nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const url = await listen(app);
    const near = await listeningDriver(app, db, url, NEAR);
    const far = await listeningDriver(app, db, url, FAR);
    const rider = await registerRider(app, '5195553601', 'Noor');
    await db
      .updateTable('users')
      .set({ u_rating: 4.5, u_rating_count: 2 })
      .where('user_id', '=', rider.userId)
      .execute();

    const saved = await saveTrip(app, rider.cookie, booking({ trip_pay_mode: 'cash' }));
    expect(saved.statusCode).toBe(200);
    const trip = saved.json().response;

    await eventually(() => near.pushes().length === 1);
    const [push] = near.pushes();
    expect(push?.trip_status).toBe('request');
    if (push?.trip_status !== 'request') throw new Error('not a request');
    expect(push.data).toMatchObject({
      trip_id: trip.trip_id,
      trip_from_loc: WESTERN.address,
      trip_to_loc: trip.trip_to_loc,
      user_offer_amt: 25,
      trip_currency: 'CAD',
      rider_first_name: 'Noor',
      rider_rating: 4.5,
      rider_rating_count: 2,
      trip_pay_mode: 'cash',
      request_expires_at: trip.request_expires_at,
      // the pickup itself: every driver gets the same push and works out their own distance
      trip_from_lat: WESTERN.lat,
      trip_from_lng: WESTERN.lng,
    });
    expect(push.data.distance_km).toBeGreaterThan(5);
    expect(push.data).not.toHaveProperty('pickup_distance_km');
    // nothing else of the rider before an accepted offer
    expect(JSON.stringify(push.data)).not.toContain('Rider'); // the surname
    expect(JSON.stringify(push.data)).not.toContain('5195553601');

    expect(await markerReached(app, far.driver, far.pushes)).toEqual([]);
  });

  it('says "not rated yet" for a rider no driver has rated, and leaves out a driver on a ride', async () => {
    const { app, db } = await startSeededApp(kind);
    const url = await listen(app);
    const free = await listeningDriver(app, db, url, NEAR);
    const busy = await listeningDriver(app, db, url, NEAR);
    await db
      .updateTable('trips')
      .set({ driver_id: busy.driver.driverId, trip_status: 'begin' })
      .where('trip_id', '=', await bookedTripId(app, '5195553611'))
      .execute();
    const rider = await registerRider(app, '5195553612', 'Ana');
    expect((await saveTrip(app, rider.cookie, booking())).statusCode).toBe(200);
    const ana = () =>
      free.pushes().find((p) => p.trip_status === 'request' && p.data.rider_first_name === 'Ana');
    await eventually(() => ana() !== undefined);
    const request = ana();
    expect(request?.data).toMatchObject({ rider_rating: null, rider_rating_count: 0 });
    const heard = await markerReached(app, busy.driver, busy.pushes);
    expect(
      heard.filter((p) => p.trip_status === 'request' && p.data.rider_first_name === 'Ana'),
    ).toEqual([]);
  });

  it("tells the drivers of a counter-offer, a decline, the winner's trip and another driver winning", async () => {
    const { app, db } = await startSeededApp(kind);
    const url = await listen(app);
    const a = await listeningDriver(app, db, url, NEAR);
    const b = await listeningDriver(app, db, url, NEAR);
    const c = await listeningDriver(app, db, url, NEAR);
    const rider = await registerRider(app, '5195553621', 'Lea');
    const tripId = (await saveTrip(app, rider.cookie, booking())).json().response.trip_id as number;
    await offer(app, a.driver, tripId, 27);
    await offer(app, b.driver, tripId, 26);
    await offer(app, c.driver, tripId, 30);

    const countered = await asRider(app, rider, endpoints.offers.counter, {
      trip_id: tripId,
      driver_id: a.driver.driverId,
      user_offer_amt: 26.5,
    });
    expect(countered.statusCode).toBe(200);
    await eventually(() => a.pushes().some((p) => p.trip_status === 'offer'));
    expect(a.pushes().find((p) => p.trip_status === 'offer')?.data).toMatchObject({
      trip_id: tripId,
      offer: { offer_amt: 27, user_offer_amt: 26.5, status: 'counter' },
    });

    const declined = await asRider(app, rider, endpoints.offers.reject, {
      trip_id: tripId,
      driver_id: c.driver.driverId,
    });
    expect(declined.statusCode).toBe(200);
    await eventually(() => c.pushes().some((p) => p.trip_status === 'declined'));

    const accepted = await asRider(app, rider, endpoints.trips.accept, {
      trip_id: tripId,
      driver_id: b.driver.driverId,
    });
    expect(accepted.statusCode).toBe(200);
    await eventually(() => b.pushes().some((p) => p.trip_status === 'accept'));
    const won = b.pushes().find((p) => p.trip_status === 'accept');
    expect(won?.data).toMatchObject({
      trip_id: tripId,
      trip: { trip_id: tripId, trip_status: 'accept', agreed_amt: 26, rider_name: 'Lea' },
    });
    await eventually(() => a.pushes().some((p) => p.trip_status === 'reject_offer'));
    expect(a.pushes().find((p) => p.trip_status === 'reject_offer')?.data).toMatchObject({
      trip_id: tripId,
      reason: 'another_driver',
    });
  });

  it("tells the driver of the rider's cancellation with the fee rule's outcome", async () => {
    const { app, db } = await startSeededApp(kind);
    const url = await listen(app);
    const d = await listeningDriver(app, db, url, NEAR);
    const rider = await registerRider(app, '5195553631', 'Sam');
    const tripId = (await saveTrip(app, rider.cookie, booking())).json().response.trip_id as number;
    await offer(app, d.driver, tripId, 25);
    expect(
      (
        await asRider(app, rider, endpoints.trips.accept, {
          trip_id: tripId,
          driver_id: d.driver.driverId,
        })
      ).statusCode,
    ).toBe(200);
    // within the countdown after the accept: free for the rider
    const cancelled = await asRider(app, rider, endpoints.trips.update, {
      action: 'cancel',
      trip_id: tripId,
      trip_reason: 'Plans changed',
    });
    expect(cancelled.statusCode).toBe(200);
    await eventually(() => d.pushes().some((p) => p.trip_status === 'cancel'));
    expect(d.pushes().find((p) => p.trip_status === 'cancel')?.data).toEqual({
      trip_id: tripId,
      cancelled_by: 'rider',
      trip_reason: 'Plans changed',
      cancel_fee: 0,
      driver_share: 0,
      trip_currency: 'CAD',
    });
    // and the driver's app can go on: the trip is no longer theirs to drive
    const mine = await asDriver(app, d.driver, endpoints.drivers.myTrips);
    expect(mine.json().response.trips).toEqual([]);
  });
});

/** A trip of a new rider (for a driver to be busy with). */
async function bookedTripId(app: App, phone: string): Promise<number> {
  const rider = await registerRider(app, phone);
  const saved = await saveTrip(app, rider.cookie, booking());
  return saved.json().response.trip_id as number;
}
