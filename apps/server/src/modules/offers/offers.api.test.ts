import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { driverOfferSchema } from '@fairfare/contracts/drivers';
import { tripRequestListSchema, tripRequestSchema } from '@fairfare/contracts/offers';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { booking, saveTrip, tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { riderCancel } from '../../../test/helpers/cancel.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  pointsNearWestern,
  savedRide,
} from '../../../test/helpers/rides.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const list = endpoints.offers.list;

describe.each(databaseKinds)('offers on %s', (kind) => {
  it('a driver offers, the rider sees the offer with the driver card, distance and ETA', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551001');
    const toRider = vi.spyOn(app.notifier, 'toRider');
    const driver = await onlineDriver(app, db, pointsNearWestern(3)[2]);

    const sent = await asDriver(app, driver, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 27.5,
    });
    expect(sent.statusCode).toBe(200);
    expect(driverOfferSchema.parse(sent.json().response)).toMatchObject({
      trip_id: ride.tripId,
      driver_id: driver.driverId,
      offer_amt: 27.5,
      user_offer_amt: null,
      status: 'offer',
    });
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('offer');
    expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
      trip_status: 'offer',
      data: { trip_id: ride.tripId, offer: expect.objectContaining({ offer_amt: 27.5 }) },
    });

    const res = await asRider(app, ride.rider, list, { trip_id: ride.tripId, status: 'offer' });
    expect(res.statusCode).toBe(200);
    const body = tripRequestListSchema.parse(res.json().response);
    expect(body.trip_status).toBe('offer');
    expect(body.offers).toHaveLength(1);
    const [seen] = body.offers;
    expect(seen).toMatchObject({
      trip_id: ride.tripId,
      driver_id: driver.driverId,
      offer_amt: 27.5,
      user_offer_amt: 25,
      status: 'offer',
      eta_min: 1,
      Driver: {
        driver_id: driver.driverId,
        d_phone: null,
        car_name: 'Sedan',
        car_model: 'Corolla',
        car_make: 'Toyota',
        num_trip: 12,
        d_rating: 4.5,
        d_profile_image_path: '/images/avatars/driver-1.svg',
      },
    });
    expect(seen?.distance_km).toBeGreaterThan(0);
    expect(seen?.distance_km).toBeLessThan(1);
    expect(seen?.expires_at).toBeGreaterThan(Date.now() + 50_000);

    // The spec's client passes api_key and user_id in the query.
    const app2 = await registerRider(app, '5195551002', 'Appy', 'app');
    const byKey = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${list}?api_key=${app2.apiKey}&user_id=${app2.userId}`,
      payload: { trip_id: ride.tripId, status: 'offer' },
    });
    expect(byKey.statusCode).toBe(404); // another rider's trip
  });

  it('one offer per driver and trip: a new one replaces the old while it is open', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551003');
    const driver = await onlineDriver(app, db);
    const first = await offer(app, driver, ride.tripId, 30);
    const second = await offer(app, driver, ride.tripId, 28);
    expect(second.tripRequestId).toBe(first.tripRequestId);
    const offers = (await asRider(app, ride.rider, list, { trip_id: ride.tripId })).json().response
      .offers;
    expect(offers).toHaveLength(1);
    expect(offers[0].offer_amt).toBe(28);
  });

  it('refuses a driver offer outside the trip bounds, and offers on trips out of reach', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551004');
    const driver = await onlineDriver(app, db);
    const low = await asDriver(app, driver, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 10,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'ride.counterTooLow',
      message: 'Please enter an amount greater than or equal to 16.96',
    });
    const high = await asDriver(app, driver, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 50,
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().code).toBe('ride.counterTooHigh');

    // A driver 20 km away (beyond driver_radius 5 km) may not offer; another category neither.
    const far = await onlineDriver(app, db, { lat: 43.19, lng: -81.27 });
    const farRes = await asDriver(app, far, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 25,
    });
    expect(farRes.statusCode).toBe(409);
    const xl = await onlineDriver(app, db, undefined, { categoryId: 3 });
    const xlRes = await asDriver(app, xl, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 25,
    });
    expect(xlRes.statusCode).toBe(404);
    // An offline driver may not offer.
    await asDriver(app, driver, endpoints.drivers.setOnline, { online: false });
    const offline = await asDriver(app, driver, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 25,
    });
    expect(offline.statusCode).toBe(409);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('request');
  });

  it('counter-offers outside the bounds are refused with the spec wording', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551005');
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 30);
    const counter = (amount: number) =>
      asRider(app, ride.rider, endpoints.offers.counter, {
        trip_id: ride.tripId,
        status: 'offer',
        user_offer_amt: amount,
        driver_id: driver.driverId,
      });

    const low = await counter(16.95);
    expectFailed(low, 400, {
      code: 'ride.counterTooLow',
      message: 'Please enter an amount greater than or equal to 16.96',
      params: { min: 16.96 },
    });
    const high = await counter(42.41);
    expectFailed(high, 400, {
      code: 'ride.counterTooHigh',
      message: 'Please enter an amount greater than or equal to 42.4',
      params: { max: 42.4 },
    });
    const offers = (await asRider(app, ride.rider, list, { trip_id: ride.tripId })).json().response
      .offers;
    expect(offers[0]).toMatchObject({ status: 'offer', user_offer_amt: 25 });

    // At the bounds it is accepted, and the driver hears of it.
    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const atMin = await counter(16.96);
    expect(atMin.statusCode).toBe(200);
    expect(atMin.json().message).toBe('Driver has received your offer!');
    expect(tripRequestSchema.parse(atMin.json().response)).toMatchObject({
      status: 'counter',
      offer_amt: 30,
      user_offer_amt: 16.96,
    });
    expect(toDriver).toHaveBeenCalledWith(driver.driverId, {
      trip_status: 'offer',
      data: {
        trip_id: ride.tripId,
        offer: expect.objectContaining({ status: 'counter', user_offer_amt: 16.96 }),
      },
    });
  });

  it('the driver answers a counter-offer: accept it, counter again, or decline', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551006');
    const [a, b, c] = await Promise.all(pointsNearWestern(3).map((p) => onlineDriver(app, db, p)));
    if (!a || !b || !c) throw new Error('drivers missing');
    for (const d of [a, b, c]) {
      await offer(app, d, ride.tripId, 30);
      await asRider(app, ride.rider, endpoints.offers.counter, {
        trip_id: ride.tripId,
        user_offer_amt: 22,
        driver_id: d.driverId,
      });
    }
    const toRider = vi.spyOn(app.notifier, 'toRider');
    const answer = (d: typeof a, payload: object) =>
      asDriver(app, d, endpoints.drivers.answerCounter, { trip_id: ride.tripId, ...payload });

    const took = await answer(a, { accept: true });
    expect(took.statusCode).toBe(200);
    expect(took.json().response).toMatchObject({ status: 'offer', offer_amt: 22 });
    const again = await answer(b, { accept: false, offer_amt: 26 });
    expect(again.json().response).toMatchObject({ status: 'offer', offer_amt: 26 });
    const outOfBounds = await answer(c, { accept: false, offer_amt: 99 });
    expect(outOfBounds.statusCode).toBe(400);
    const declined = await answer(c, { accept: false });
    expect(declined.json().response).toMatchObject({ status: 'declined' });
    expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
      trip_status: 'declined',
      data: { trip_id: ride.tripId, tripRequestId: expect.any(Number), driver_id: c.driverId },
    });
    // No open counter-offer any more: answering again is refused.
    expect((await answer(a, { accept: true })).statusCode).toBe(409);

    const offers = (await asRider(app, ride.rider, list, { trip_id: ride.tripId })).json().response
      .offers as Array<{ driver_id: number; offer_amt: number; user_offer_amt: number }>;
    expect(offers.map((o) => [o.driver_id, o.offer_amt, o.user_offer_amt]).sort()).toEqual(
      [
        [a.driverId, 22, 22],
        [b.driverId, 26, 22],
      ].sort(),
    );
  });

  it('the rider declines an offer: it is gone and the driver is told', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551007');
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 30);
    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const res = await asRider(app, ride.rider, endpoints.offers.reject, {
      trip_id: ride.tripId,
      status: 'decline',
      driver_id: driver.driverId,
      is_user: '1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.status).toBe('declined');
    expect(toDriver).toHaveBeenCalledWith(driver.driverId, {
      trip_status: 'declined',
      data: { trip_id: ride.tripId, tripRequestId: expect.any(Number) },
    });
    expect(
      (await asRider(app, ride.rider, list, { trip_id: ride.tripId })).json().response.offers,
    ).toEqual([]);
    // A declined driver cannot offer again on this trip, nor does the trip show in their list.
    const again = await asDriver(app, driver, endpoints.drivers.sendOffer, {
      trip_id: ride.tripId,
      offer_amt: 29,
    });
    expect(again.statusCode).toBe(409);
    const open = (await asDriver(app, driver, endpoints.drivers.openRequests)).json().response;
    expect(open.requests).toEqual([]);
  });

  it('accept: one transaction gives the trip its driver, OTP, amounts and countdown', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551008', { promo_code: 'WELCOME10' });
    const [chosen, other] = await Promise.all(
      pointsNearWestern(2).map((p) => onlineDriver(app, db, p)),
    );
    if (!chosen || !other) throw new Error('drivers missing');
    await offer(app, chosen, ride.tripId, 30);
    await offer(app, other, ride.tripId, 28);
    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const before = Date.now();

    const res = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: chosen.driverId,
      // What the spec's browser also sends is ignored: the server decides.
      trip_status: 'completed',
      trip_pay_amount: 0.01,
      tm_acc: 1,
      otp: '0000',
    });
    expect(res.statusCode).toBe(200);
    const trip = tripSchema.parse(res.json().response);
    expect(trip).toMatchObject({
      trip_status: 'accept',
      user_offer_amt: 30,
      trip_promo_amt: 3,
      trip_pay_amount: 27,
      trip_comp_commision: 6,
      trip_driver_commision: 24,
      Driver: { driver_id: chosen.driverId, d_phone: `+1${chosen.phone}` },
    });
    expect(trip.otp).toMatch(/^\d{4}$/);
    expect(trip.tm_acc).toBeGreaterThanOrEqual(before);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      driver_id: chosen.driverId,
      trip_status: 'accept',
      trip_pay_amount: 2700,
      otp: trip.otp,
    });
    const requests = await db
      .selectFrom('trip_requests')
      .select(['driver_id', 'status'])
      .where('trip_id', '=', ride.tripId)
      .execute();
    expect(Object.fromEntries(requests.map((r) => [r.driver_id, r.status]))).toEqual({
      [chosen.driverId]: 'accepted',
      [other.driverId]: 'rejected',
    });
    const promoUse = await db
      .selectFrom('promo_uses')
      .select('discount')
      .where('trip_id', '=', ride.tripId)
      .executeTakeFirstOrThrow();
    expect(promoUse.discount).toBe(300);
    expect(toDriver).toHaveBeenCalledWith(chosen.driverId, {
      trip_status: 'accept',
      data: {
        trip_id: ride.tripId,
        trip: expect.objectContaining({ trip_status: 'accept', agreed_amt: 30 }),
      },
    });
    expect(toDriver).toHaveBeenCalledWith(other.driverId, {
      trip_status: 'reject_offer',
      data: { trip_id: ride.tripId, tripRequestId: expect.any(Number), reason: 'another_driver' },
    });
    // The chosen driver sees the trip with the rider's first name and phone.
    const mine = (await asDriver(app, chosen, endpoints.drivers.myTrips)).json().response.trips;
    expect(mine).toEqual([
      expect.objectContaining({
        trip_id: ride.tripId,
        rider_name: 'Test',
        rider_contact: '+15195551008',
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain(trip.otp);
  });

  it('a ride booked for later is `assigned`, through either accept path', async () => {
    const { app, db } = await startSeededApp(kind);
    const at = Date.now() + 10 * 60_000; // due already (within the 15-minute lead)
    const ride = await savedRide(app, db, '5195551009', { scheduled_at: at });
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 25);
    const res = await asRider(app, ride.rider, endpoints.trips.assigned, {
      trip_id: ride.tripId,
      driver_id: driver.driverId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.trip_status).toBe('assigned');

    // The trip decides, not the path: tripassigned on a ride now gives `accept`.
    const now = (await saveTrip(app, ride.rider.cookie, booking())).json().response;
    const other = await onlineDriver(app, db, pointsNearWestern(2)[1]);
    await offer(app, other, now.trip_id, 25);
    const accepted = await asRider(app, ride.rider, endpoints.trips.assigned, {
      trip_id: now.trip_id,
      driver_id: other.driverId,
    });
    expect(accepted.json().response.trip_status).toBe('accept');
  });

  it('race: 20 accepts of different offers — exactly one wins, the others are rejected', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551010');
    const drivers = [];
    for (const point of pointsNearWestern(20)) drivers.push(await onlineDriver(app, db, point));
    for (const [i, d] of drivers.entries()) await offer(app, d, ride.tripId, 20 + i);

    const answers = await Promise.all(
      drivers.map((d) =>
        asRider(app, ride.rider, endpoints.trips.accept, {
          trip_id: ride.tripId,
          driver_id: d.driverId,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = drivers[codes.indexOf(200)];
    const row = await tripRow(db, ride.tripId);
    expect(row).toMatchObject({ trip_status: 'accept', driver_id: winner?.driverId });
    const statuses = await db
      .selectFrom('trip_requests')
      .select(['driver_id', 'status'])
      .where('trip_id', '=', ride.tripId)
      .execute();
    expect(statuses.filter((s) => s.status === 'accepted')).toEqual([
      { driver_id: winner?.driverId, status: 'accepted' },
    ]);
    expect(statuses.filter((s) => s.status === 'rejected')).toHaveLength(19);
  });

  it('accept after cancel, of a closed offer, or of an expired offer is refused (409)', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551011');
    const [a, b] = await Promise.all(pointsNearWestern(2).map((p) => onlineDriver(app, db, p)));
    if (!a || !b) throw new Error('drivers missing');
    await offer(app, a, ride.tripId, 25);
    await offer(app, b, ride.tripId, 26);
    await asRider(app, ride.rider, endpoints.offers.reject, {
      trip_id: ride.tripId,
      driver_id: b.driverId,
    });
    const declined = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: b.driverId,
    });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().code).toBe('ride.offerClosed');

    await db
      .updateTable('trip_requests')
      .set({ expires_at: Date.now() - 1 })
      .where('driver_id', '=', a.driverId)
      .execute();
    const expired = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: a.driverId,
    });
    expect(expired.statusCode).toBe(409);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('offer');

    await db
      .updateTable('trip_requests')
      .set({ expires_at: Date.now() + 60_000 })
      .where('driver_id', '=', a.driverId)
      .execute();
    const cancelled = await updateTrip(
      app,
      ride.rider.cookie,
      riderCancel(ride.tripId, 'Plans changed, sorry'),
    );
    expect(cancelled.statusCode).toBe(200);
    const afterCancel = await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: a.driverId,
    });
    expect(afterCancel.statusCode).toBe(409);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'cancel',
      driver_id: null,
    });
  });

  it("one rider cannot see or act on another rider's offers or trips (404)", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195551012');
    const intruder = await registerRider(app, '5195551013', 'Mallory');
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 25);
    const calls: Array<[string, object]> = [
      [list, { trip_id: ride.tripId, status: 'offer' }],
      [
        endpoints.offers.counter,
        { trip_id: ride.tripId, user_offer_amt: 20, driver_id: driver.driverId },
      ],
      [endpoints.offers.reject, { trip_id: ride.tripId, driver_id: driver.driverId }],
      [endpoints.trips.accept, { trip_id: ride.tripId, driver_id: driver.driverId }],
      [endpoints.trips.assigned, { trip_id: ride.tripId, driver_id: driver.driverId }],
    ];
    for (const [path, payload] of calls) {
      const theirs = await asRider(app, intruder, path, payload);
      const missing = await asRider(app, intruder, path, {
        ...payload,
        trip_id: ride.tripId + 999,
      });
      expect(theirs.statusCode, path).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
    }
    const cancel = await updateTrip(
      app,
      intruder.cookie,
      riderCancel(ride.tripId, 'Not my trip at all'),
    );
    expect(cancel.statusCode).toBe(404);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('offer');
    const offers = (await asRider(app, ride.rider, list, { trip_id: ride.tripId })).json().response
      .offers;
    expect(offers).toMatchObject([{ status: 'offer', user_offer_amt: 25 }]);
    // Without a session: 401.
    const anonymous = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${list}`,
      payload: { trip_id: ride.tripId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
  it('a driver taken by one rider cannot be taken by another for a ride now (409)', async () => {
    const { app, db } = await startSeededApp(kind);
    const first = await savedRide(app, db, '5195551014');
    const second = await savedRide(app, db, '5195551015');
    const driver = await onlineDriver(app, db);
    await offer(app, driver, first.tripId, 25);
    await offer(app, driver, second.tripId, 25);
    const answers = await Promise.all(
      [first, second].map((ride) =>
        asRider(app, ride.rider, endpoints.trips.accept, {
          trip_id: ride.tripId,
          driver_id: driver.driverId,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().code).toBe('ride.offerClosed');
    const statuses = [
      (await tripRow(db, first.tripId)).trip_status,
      (await tripRow(db, second.tripId)).trip_status,
    ].sort();
    expect(statuses).toEqual(['accept', 'offer']);
  });
});
