import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertTrip } from '../../../test/helpers/fixtures.ts';
import {
  AIRPORT,
  booking,
  CN_TOWER,
  DAY,
  saveTrip,
  stored,
  tripRow,
  UNION_STATION,
  WESTERN,
} from '../../../test/helpers/booking.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

describe.each(databaseKinds)('trip save on %s', (kind) => {
  it("saves a ride now as a request with the server's fare, bounds and pay amount", async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550501');
    const before = Date.now();

    const res = await saveTrip(app, rider.cookie, booking({ note: '  Gate 3, blue jacket ' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe('Your request has been saved successfully.');
    const trip = tripSchema.parse(body.response);
    expect(trip).toMatchObject({
      trip_status: 'request',
      is_ride_later: 0,
      city_id: 14,
      category_id: 1,
      trip_from_loc: 'Western University',
      trip_to_loc: 'London International Airport (YXU)',
      trip_from_lat: WESTERN.lat,
      trip_to_lng: AIRPORT.lng,
      trip_scheduled_pick_lat: null,
      trip_pay_status: 'Unpaid',
      trip_pay_mode: 'cash',
      trip_currency: 'CAD',
      distance_km: 10.32,
      duration_min: 16,
      base_fare: 3.5,
      per_km: 1.25,
      per_min: 0.3,
      sub_total: 21.2,
      service_tax: 0,
      estimated_fare: 21.2,
      total_fare: 21.2,
      min_amount: 16.96,
      max_amount: 42.4,
      user_offer_amt: 25,
      trip_pay_amount: 25,
      trip_promo_amt: 0,
      promo_code: null,
      trip_comp_commision: 5,
      trip_driver_commision: 20,
      is_for_other: 0,
      passenger_name: null,
      passenger_contact: null,
      note: 'Gate 3, blue jacket',
      is_cancelled: 0,
      otp: null,
      Driver: null,
    });
    expect(trip.trip_id).toBe(trip.id);
    expect(trip.trip_date).toBeGreaterThanOrEqual(before);
    expect(trip.track_token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const row = await tripRow(db, trip.trip_id);
    expect(row).toMatchObject({
      user_id: rider.userId,
      total_fare: 2120,
      min_amount: 1696,
      max_amount: 4240,
      user_offer_amt: 2500,
      trip_pay_amount: 2500,
      distance_m: 10_320,
      driver_id: null,
    });
  });

  it('ignores the amounts, status and owner the browser sends', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550502');
    const res = await saveTrip(
      app,
      rider.cookie,
      booking({
        total_fare: 1,
        min_amount: 0.01,
        max_amount: 9999,
        trip_pay_amount: 0.5,
        trip_promo_amt: 25,
        trip_status: 'completed',
        trip_pay_status: 'Paid',
        user_id: 1,
        track_token: 'mine',
        is_ride_later: 1,
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await tripRow(db, res.json().response.trip_id);
    expect(row).toMatchObject({
      user_id: rider.userId,
      trip_status: 'request',
      trip_pay_status: 'Unpaid',
      total_fare: 2120,
      min_amount: 1696,
      max_amount: 4240,
      trip_pay_amount: 2500,
      trip_promo_amt: 0,
      is_ride_later: 0,
    });
    expect(row.track_token).not.toBe('mine');
  });

  it('applies the promo again and records its use in the same transaction', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550503');
    const res = await saveTrip(
      app,
      rider.cookie,
      booking({ promo_code: 'welcome10', user_offer_amt: 30 }),
    );
    expect(res.statusCode).toBe(200);
    const trip = res.json().response;
    expect(trip).toMatchObject({
      promo_code: 'WELCOME10',
      user_offer_amt: 30,
      trip_promo_amt: 3,
      trip_pay_amount: 27,
      trip_driver_commision: 24,
    });
    const uses = await db.selectFrom('promo_uses').selectAll().execute();
    expect(uses).toEqual([
      expect.objectContaining({ user_id: rider.userId, trip_id: trip.trip_id, discount: 300 }),
    ]);
  });

  it('refuses a promo whose per-rider limit is used, and stores nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550504');
    const later = (days: number) => Date.now() + days * DAY;
    const first = await saveTrip(
      app,
      rider.cookie,
      booking({ promo_code: 'WELCOME10', scheduled_at: later(1) }),
    );
    expect(first.statusCode).toBe(200);
    const second = await saveTrip(
      app,
      rider.cookie,
      booking({ promo_code: 'WELCOME10', scheduled_at: later(2) }),
    );
    expectFailed(second, 400, {
      code: 'booking.promoAlreadyApplied',
      message: 'this promo already applied.',
    });
    expect(await stored(db)).toEqual({ trips: 1, promoUses: 1 });
    // FLAT5 allows three uses.
    for (const day of [3, 4, 5])
      expect(
        (
          await saveTrip(
            app,
            rider.cookie,
            booking({ promo_code: 'FLAT5', scheduled_at: later(day) }),
          )
        ).statusCode,
      ).toBe(200);
    expect(
      (
        await saveTrip(app, rider.cookie, booking({ promo_code: 'FLAT5', scheduled_at: later(6) }))
      ).json().code,
    ).toBe('booking.promoAlreadyApplied');
  });

  it('stores a ride for later with is_ride_later 1 and the scheduled time, thanks the rider and lists it', async () => {
    const { app } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550505');
    const when = Date.now() + DAY;
    const res = await saveTrip(
      app,
      rider.cookie,
      booking({ scheduled_at: when, trip_pay_mode: 'stripe' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thanks for booking Schedule ride.');
    const trip = res.json().response;
    expect(trip).toMatchObject({
      is_ride_later: 1,
      trip_date: when,
      trip_status: 'request',
      trip_scheduled_pick_lat: WESTERN.lat,
      trip_scheduled_pick_lng: WESTERN.lng,
      trip_pay_mode: 'stripe',
    });

    const list = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.trips.list,
      headers: { cookie: rider.cookie },
      payload: { is_request: '0', offset: '0', limit: '20' },
    });
    expect(list.json().response.trips).toEqual([
      expect.objectContaining({ trip_id: trip.trip_id, is_ride_later: 1, trip_date: when }),
    ]);
  });

  it('books for someone else with the passenger’s name and contact', async () => {
    const { app } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550506');
    const res = await saveTrip(
      app,
      rider.cookie,
      booking({
        is_for_other: true,
        passenger_name: ' Grace Hopper ',
        passenger_contact: '+1 (519) 555-0199',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      is_for_other: 1,
      passenger_name: 'Grace Hopper',
      passenger_contact: '+1 (519) 555-0199',
    });

    const self = await registerRider(app, '5195550507');
    const own = await saveTrip(
      app,
      self.cookie,
      booking({ is_for_other: false, passenger_name: 'Ignored', passenger_contact: '123' }),
    );
    expect(own.json().response).toMatchObject({
      is_for_other: 0,
      passenger_name: null,
      passenger_contact: null,
    });
  });

  it('allows one open ride now per rider (409), but rides for later besides', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550508');
    expect((await saveTrip(app, rider.cookie, booking())).statusCode).toBe(200);
    const again = await saveTrip(
      app,
      rider.cookie,
      booking({
        drop: { lat: 43.0255, lng: -81.279, address: 'Masonville Place' },
        user_offer_amt: 8,
      }),
    );
    expectFailed(again, 409, {
      code: 'booking.activeTripExists',
      message: 'You already have a ride in progress.',
    });
    expect(
      (await saveTrip(app, rider.cookie, booking({ scheduled_at: Date.now() + DAY }))).statusCode,
    ).toBe(200);
    expect(await stored(db)).toEqual({ trips: 2, promoUses: 0 });

    for (const status of ['accept', 'begin', 'assigned']) {
      await db
        .updateTable('trips')
        .set({ trip_status: status })
        .where('user_id', '=', rider.userId)
        .where('is_ride_later', '=', 0)
        .execute();
      expect((await saveTrip(app, rider.cookie, booking())).statusCode).toBe(409);
    }
    await db
      .updateTable('trips')
      .set({ trip_status: 'completed', trip_pay_status: 'Paid' })
      .where('user_id', '=', rider.userId)
      .execute();
    expect((await saveTrip(app, rider.cookie, booking())).statusCode).toBe(200);
  });

  it('a ride for later that went out to drivers counts as the open ride: no ride now over it (409)', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550509');
    const later = await saveTrip(app, rider.cookie, booking({ scheduled_at: Date.now() + DAY }));
    expect(later.json().response).toMatchObject({ dispatched_at: null });
    // waiting for its time: a ride now may be booked besides (and goes out at once)
    const now = await saveTrip(app, rider.cookie, booking());
    expect(now.json().response.dispatched_at).toEqual(expect.any(Number));
    await db
      .updateTable('trips')
      .set({ trip_status: 'cancel' })
      .where('trip_id', '=', now.json().response.trip_id)
      .execute();

    await db
      .updateTable('trips')
      .set({ dispatched_at: Date.now() })
      .where('trip_id', '=', later.json().response.trip_id)
      .execute();
    const over = await saveTrip(app, rider.cookie, booking());
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('booking.activeTripExists');
  });

  it('refuses a new booking while the rider owes a fare or a cancellation fee (402), until it is paid', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550512');
    for (const owed of [
      { trip_status: 'completed', trip_pay_amount: 1500 },
      { trip_status: 'cancel', cancel_fee: 500, trip_pay_amount: 500 },
    ]) {
      const tripId = await insertTrip(db, rider.userId, { ...owed, trip_pay_status: 'Unpaid' });
      const before = await stored(db);
      const refused = await saveTrip(app, rider.cookie, booking());
      expectFailed(refused, 402, {
        code: 'booking.paymentOwed',
        message: 'Please pay for your last trip before you book another ride.',
      });
      expect(await stored(db)).toEqual(before);
      await db
        .updateTable('trips')
        .set({ trip_pay_status: 'Paid' })
        .where('trip_id', '=', tripId)
        .execute();
    }
    // A free cancellation and an expired request owe nothing.
    await insertTrip(db, rider.userId, {
      trip_status: 'cancel',
      cancel_fee: 0,
      trip_pay_amount: 0,
    });
    await insertTrip(db, rider.userId, { trip_status: 'expired' });
    expect((await saveTrip(app, rider.cookie, booking())).statusCode).toBe(200);
  });

  it('books a wallet ride only when the wallet covers the offer', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550513');
    const wallet = (cents: number) =>
      db
        .updateTable('users')
        .set({ u_wallet: cents })
        .where('user_id', '=', rider.userId)
        .execute();
    await wallet(2499);
    const short = await saveTrip(app, rider.cookie, booking({ trip_pay_mode: 'wallet' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('payment.insufficientWallet');
    expect(await stored(db)).toEqual({ trips: 0, promoUses: 0 });
    await wallet(2500);
    expect(
      (await saveTrip(app, rider.cookie, booking({ trip_pay_mode: 'wallet' }))).statusCode,
    ).toBe(200);
  });

  it('lets exactly one of two simultaneous rides now through', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550509');
    const answers = await Promise.all([
      saveTrip(app, rider.cookie, booking()),
      saveTrip(app, rider.cookie, booking()),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(db)).toEqual({ trips: 1, promoUses: 0 });
  });

  it('needs a logged-in rider', async () => {
    const { app, db } = await startSeededApp(kind);
    const res = await saveTrip(app, '', booking());
    expect(res.statusCode).toBe(401);
    expect(await stored(db)).toEqual({ trips: 0, promoUses: 0 });
  });

  const now = Date.now();
  it.each([
    ['no category', booking({ category_id: undefined }), 'booking.categoryRequired'],
    ['a category as text', booking({ category_id: 'Economy' }), 'booking.categoryRequired'],
    ['a category the city lacks', booking({ category_id: 99 }), 'booking.categoryRequired'],
    [
      'a pickup outside every city',
      booking({ pickup: { lat: 45.4215, lng: -75.6972, address: 'Ottawa' } }),
      'booking.outsideGeofence',
    ],
    [
      'a pickup outside the given city',
      booking({ pickup: UNION_STATION, drop: CN_TOWER }),
      'booking.outsideGeofence',
    ],
    [
      'the drop at the pickup',
      booking({ drop: { ...WESTERN, address: 'Same place' } }),
      'booking.sameDestination',
    ],
    ['a zero offer', booking({ user_offer_amt: 0 }), 'booking.offerRequired'],
    ['a negative offer', booking({ user_offer_amt: -25 }), 'booking.offerRequired'],
    ['an offer as text', booking({ user_offer_amt: '25' }), 'booking.offerRequired'],
    ['an absurd offer', booking({ user_offer_amt: 1e9 }), 'booking.offerRequired'],
    ['an unknown pay mode', booking({ trip_pay_mode: 'bitcoin' }), 'booking.payModeInvalid'],
    [
      "a pay mode the city doesn't offer",
      booking({
        city_id: 15,
        pickup: UNION_STATION,
        drop: CN_TOWER,
        user_offer_amt: 9,
        trip_pay_mode: 'wallet',
      }),
      'booking.payModeInvalid',
    ],
    ['terms not accepted', booking({ accept_terms: false }), 'validation.termsRequired'],
    ['no terms', booking({ accept_terms: undefined }), 'validation.termsRequired'],
    ['a past time', booking({ scheduled_at: now - 60_000 }), 'booking.futureTimeRequired'],
    ['a time as text', booking({ scheduled_at: 'tomorrow' }), 'booking.futureTimeRequired'],
    ['a time too far ahead', booking({ scheduled_at: now + 31 * DAY }), 'booking.scheduleTooFar'],
    [
      'latitude 91',
      booking({ pickup: { lat: 91, lng: -81.27, address: 'North' } }),
      'booking.locationInvalid',
    ],
    [
      'a pickup without address',
      booking({ pickup: { lat: 43.0096, lng: -81.2737 } }),
      'booking.locationInvalid',
    ],
    [
      'a 20,000-character address',
      booking({ drop: { ...AIRPORT, address: 'x'.repeat(20_000) } }),
      'booking.locationInvalid',
    ],
    ['no drop', booking({ drop: undefined }), 'booking.locationInvalid'],
    ['a 501-character note', booking({ note: 'n'.repeat(501) }), 'booking.noteTooLong'],
    [
      'someone else without a name',
      booking({ is_for_other: true, passenger_contact: '5195550199' }),
      'booking.passengerNameRequired',
    ],
    [
      'someone else with a short contact',
      booking({ is_for_other: true, passenger_name: 'Grace', passenger_contact: '555-01' }),
      'booking.passengerContactInvalid',
    ],
    ['an unknown promo', booking({ promo_code: 'NOPE' }), 'booking.promoInvalid'],
    ['a promo of another category', booking({ promo_code: 'GREEN20' }), 'booking.promoInvalid'],
  ])('refuses %s with 400 and stores nothing', async (_label, payload, code) => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550510');
    const res = await saveTrip(app, rider.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failed', code });
    expect(await stored(db)).toEqual({ trips: 0, promoUses: 0 });
  });

  it('names the bounds in the bid messages', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550511');
    const low = await saveTrip(app, rider.cookie, booking({ user_offer_amt: 16.95 }));
    expectFailed(low, 400, {
      code: 'booking.bidTooLow',
      message: 'Minimum fare should be greater than bid amount 16.96.',
      params: { minAmount: 16.96 },
    });
    const high = await saveTrip(app, rider.cookie, booking({ user_offer_amt: 42.41 }));
    expect(high.json()).toEqual({
      status: 'failed',
      code: 'booking.bidTooHigh',
      message: 'Maximum fare should be less than bid amount 42.4.',
      params: { maxAmount: 42.4 },
    });
    expect((await saveTrip(app, rider.cookie, booking({ user_offer_amt: 16.96 }))).statusCode).toBe(
      200,
    );
    expect(await stored(db)).toEqual({ trips: 1, promoUses: 0 });
  });

  it('refuses a missing or non-object body with 400', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195550512');
    expect((await saveTrip(app, rider.cookie, undefined)).statusCode).toBe(400);
    const list = await app.inject({
      method: 'POST',
      url: API_BASE + endpoints.trips.save,
      headers: { cookie: rider.cookie, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(list.statusCode).toBe(400);
    expect(await stored(db)).toEqual({ trips: 0, promoUses: 0 });
  });
});
