import { describe, expect, it, vi } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { openRequestListSchema } from '@fairfare/contracts/drivers';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { codeFromOutbox, registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { booking, DAY, saveTrip, tripRow, WESTERN } from '../../../test/helpers/booking.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import {
  addDriver,
  asDriver,
  asRider,
  loginDriver,
  offer,
  onlineDriver,
  pointsNearWestern,
  savedRide,
  type DriverSession,
} from '../../../test/helpers/rides.ts';
import { tripReads } from '../ride/store.ts';

const login = API_BASE + endpoints.drivers.login;

describe.each(databaseKinds)('driver API on %s', (kind) => {
  describe('login', () => {
    it('logs a driver in with a one-time code (cookie for web, api_key for apps)', async () => {
      const { app, db } = await startSeededApp(kind);
      const { driverId, phone } = await addDriver(db);
      const web = await loginDriver(app, phone);
      expect(web.driverId).toBe(driverId);
      expect(web.cookie).toMatch(/^ff_driver_session=/);
      const session = await db
        .selectFrom('sessions')
        .select(['user_id', 'driver_id'])
        .where('driver_id', '=', driverId)
        .executeTakeFirstOrThrow();
      expect(session).toEqual({ user_id: null, driver_id: driverId });

      const appClient = await loginDriver(app, phone, 'app');
      expect(appClient.apiKey).toEqual(expect.any(String));
      const byKey = (driver: number) =>
        app.inject({
          method: 'POST',
          url: `${API_BASE}${endpoints.drivers.setOnline}?api_key=${appClient.apiKey}&driver_id=${driver}`,
          payload: { online: true },
        });
      expect((await byKey(driverId)).statusCode).toBe(200);
      // The pair must belong together.
      expect((await byKey(driverId + 1)).statusCode).toBe(401);
    });

    it('logs a driver out: the cookie, or the api_key, stops working at once', async () => {
      const { app, db } = await startSeededApp(kind);
      const { phone } = await addDriver(db);
      const web = await loginDriver(app, phone);
      const setOnline = (session: typeof web) =>
        asDriver(app, session, endpoints.drivers.setOnline, { online: true });
      expect((await setOnline(web)).statusCode).toBe(200);
      const out = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.drivers.logout,
        headers: { cookie: web.cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'ff_driver_session')?.value).toBe('');
      expect((await setOnline(web)).statusCode).toBe(401);

      const appClient = await loginDriver(app, phone, 'app');
      const query = `?api_key=${appClient.apiKey}&driver_id=${appClient.driverId}`;
      const online = () =>
        app.inject({
          method: 'POST',
          url: `${API_BASE}${endpoints.drivers.setOnline}${query}`,
          payload: { online: true },
        });
      expect((await online()).statusCode).toBe(200);
      await app.inject({ method: 'POST', url: `${API_BASE}${endpoints.drivers.logout}${query}` });
      expect((await online()).statusCode).toBe(401);
    });

    it('gives no session to a phone that is not a driver, nor to riders', async () => {
      const { app, db } = await startSeededApp(kind);
      const rider = await registerRider(app, '5195552001');
      const sent = await app.inject({
        method: 'POST',
        url: login,
        payload: { step: 'request', phone_code: '+1', phone: '5195552001' },
      });
      expect(sent.statusCode).toBe(200); // the same answer for any phone
      const code = await codeFromOutbox(app, '+15195552001');
      const res = await app.inject({
        method: 'POST',
        url: login,
        payload: { step: 'verify', phone_code: '+1', phone: '5195552001', code },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('auth.noDriverAccount');

      // A rider's session is not a driver's, and a driver's is not a rider's.
      const asRiderCookie = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.drivers.openRequests,
        headers: { cookie: rider.cookie },
        payload: {},
      });
      expect(asRiderCookie.statusCode).toBe(401);
      const driver = await loginDriver(app, (await addDriver(db)).phone);
      const riderCall = await app.inject({
        method: 'POST',
        url: API_BASE + endpoints.trips.list,
        headers: { cookie: driver.cookie },
        payload: {},
      });
      expect(riderCall.statusCode).toBe(401);
    });
  });

  it('goes online and moves: database, geo index and open requests follow', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552002');
    const { phone, driverId } = await addDriver(db, { lat: 43.19, lng: -81.27 }); // 20 km north
    const driver = await loginDriver(app, phone);
    const open = async () =>
      openRequestListSchema.parse(
        (await asDriver(app, driver, endpoints.drivers.openRequests)).json().response,
      ).requests;

    expect(await open()).toEqual([]); // offline
    const online = await asDriver(app, driver, endpoints.drivers.setOnline, { online: true });
    expect(online.json().response).toMatchObject({ driver_id: driverId, is_online: 1 });
    expect(await app.locator.nearby({ lat: 43.19, lng: -81.27 }, 1)).toEqual([
      expect.objectContaining({ driverId }),
    ]);
    expect(await open()).toEqual([]); // too far: driver_radius is 5 km

    const moved = await asDriver(app, driver, endpoints.drivers.updatePosition, WESTERN);
    expect(moved.json().response).toMatchObject({ d_lat: WESTERN.lat, d_lng: WESTERN.lng });
    const row = await db
      .selectFrom('drivers')
      .select(['d_lat', 'd_lng', 'position_at', 'is_online'])
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ d_lat: WESTERN.lat, d_lng: WESTERN.lng, is_online: 1 });
    expect(row.position_at).toBeGreaterThan(Date.now() - 10_000);

    const [request] = await open();
    expect(request).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'request',
      trip_from_loc: 'Western University',
      user_offer_amt: 25,
      min_amount: 16.96,
      max_amount: 42.4,
      pickup_distance_km: 0,
      pickup_eta_min: 1,
      my_offer: null,
      // of the rider only the first name, the rating (none yet) and the way they pay
      rider_first_name: 'Test',
      rider_rating: null,
      trip_pay_mode: 'cash',
    });
    expect(JSON.stringify(request)).not.toMatch(/5195552002|Rider/); // no phone, no surname
    // Nor does the database hand over more than a driver is shown (every idle driver asks).
    const [inBox] = await tripReads.openRequestsInBox(db, {
      cityId: (await tripRow(db, ride.tripId)).city_id,
      categoryId: 1,
      now: Date.now(),
      dueBefore: Date.now(),
      box: { minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 },
      limit: 1,
    });
    expect(inBox?.trip_id).toBe(ride.tripId);
    for (const column of ['user_id', 'otp', 'passenger_contact', 'note'])
      expect(Object.keys(inBox ?? {})).not.toContain(column);

    await offer(app, driver, ride.tripId, 26);
    expect((await open())[0]?.my_offer).toMatchObject({ offer_amt: 26, status: 'offer' });

    await asDriver(app, driver, endpoints.drivers.setOnline, { online: false });
    expect(await app.locator.nearby(WESTERN, 1)).toEqual([]);
    expect(await open()).toEqual([]);
  });

  it('lists a ride for later only once due, within rl_driver_radius', async () => {
    const { app, db } = await startSeededApp(kind);
    const rider = await registerRider(app, '5195552003');
    const later = (
      await saveTrip(app, rider.cookie, booking({ scheduled_at: Date.now() + DAY }))
    ).json().response;
    const soon = (
      await saveTrip(app, rider.cookie, booking({ scheduled_at: Date.now() + 10 * 60_000 }))
    ).json().response;
    // 8 km away: beyond driver_radius (5) but within rl_driver_radius (10).
    const driver = await onlineDriver(app, db, { lat: WESTERN.lat + 0.072, lng: WESTERN.lng });
    const ids = (await asDriver(app, driver, endpoints.drivers.openRequests))
      .json()
      .response.requests.map((r: { trip_id: number }) => r.trip_id);
    expect(ids).toEqual([soon.trip_id]);
    expect(ids).not.toContain(later.trip_id);
  });

  it('a new ride now is announced to online drivers of its category within driver_radius', async () => {
    const { app, db } = await startSeededApp(kind);
    const near = await onlineDriver(app, db);
    const far = await onlineDriver(app, db, { lat: 43.19, lng: -81.27 });
    const otherCategory = await onlineDriver(app, db, WESTERN, { categoryId: 2 });
    const toDrivers = vi.spyOn(app.notifier, 'toDrivers');
    const rider = await registerRider(app, '5195552004');
    const trip = (await saveTrip(app, rider.cookie, booking())).json().response;
    // one push for every driver within reach
    expect(toDrivers).toHaveBeenCalledTimes(1);
    const told = toDrivers.mock.calls.flatMap(([ids]) => ids);
    expect(told).toEqual([near.driverId]);
    expect(told).not.toContain(far.driverId);
    expect(told).not.toContain(otherCategory.driverId);
    expect(toDrivers).toHaveBeenCalledWith([near.driverId], {
      trip_status: 'request',
      data: expect.objectContaining({ trip_id: trip.trip_id, user_offer_amt: 25 }),
    });
  });

  describe('trip status', () => {
    async function acceptedRide(phone: string) {
      const { app, db } = await startSeededApp(kind);
      const [driver, stranger] = await Promise.all(
        pointsNearWestern(2).map((p) => onlineDriver(app, db, p)),
      );
      if (!driver || !stranger) throw new Error('drivers missing');
      const ride = await rideOf(app, db, phone).by(driver).accepted();
      const otp = ride.otp;
      const move = (d: DriverSession, status: string, extra: object = {}) =>
        asDriver(app, d, endpoints.drivers.updateTripStatus, {
          trip_id: ride.tripId,
          status,
          ...extra,
        });
      return { app, db, ride, driver, stranger, otp, move };
    }

    it('arrive, begin with the OTP, complete: the rider hears each; num_trip and commission', async () => {
      const { app, db, ride, driver, otp, move } = await acceptedRide('5195552005');
      const toRider = vi.spyOn(app.notifier, 'toRider');
      const before = await db
        .selectFrom('drivers')
        .select('num_trip')
        .where('driver_id', '=', driver.driverId)
        .executeTakeFirstOrThrow();

      expect((await move(driver, 'begin', { otp })).statusCode).toBe(409); // not arrived yet
      const arrived = await move(driver, 'arrive');
      expect(arrived.statusCode).toBe(200);
      expect(arrived.json().response).toMatchObject({ trip_status: 'arrive', rider_name: 'Test' });
      expect(toRider).toHaveBeenLastCalledWith(ride.rider.userId, {
        trip_status: 'arrive',
        data: { trip_id: ride.tripId },
      });

      const wrongOtp = otp === '0000' ? '0001' : '0000';
      const wrong = await move(driver, 'begin', { otp: wrongOtp });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('ride.otpWrong');
      expect((await move(driver, 'begin')).statusCode).toBe(400);
      expect((await tripRow(db, ride.tripId)).trip_status).toBe('arrive');

      expect((await move(driver, 'begin', { otp })).statusCode).toBe(200);
      // Once begun the rider cannot cancel any more.
      const cancel = await asRider(app, ride.rider, endpoints.trips.update, {
        action: 'cancel',
        trip_id: ride.tripId,
        trip_reason: 'Changed my mind now',
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().code).toBe('ride.alreadyBegun');

      const done = await move(driver, 'completed');
      expect(done.statusCode).toBe(200);
      expect(done.json().response).toMatchObject({
        trip_status: 'completed',
        agreed_amt: 30,
        trip_comp_commision: 6,
        trip_driver_commision: 24,
        trip_pay_status: 'Unpaid',
        rider_contact: null,
      });
      expect(await tripRow(db, ride.tripId)).toMatchObject({
        trip_status: 'completed',
        trip_pay_status: 'Unpaid',
        trip_pay_amount: 3000,
      });
      const after = await db
        .selectFrom('drivers')
        .select('num_trip')
        .where('driver_id', '=', driver.driverId)
        .executeTakeFirstOrThrow();
      expect(after.num_trip).toBe(before.num_trip + 1);
      expect(toRider).toHaveBeenLastCalledWith(ride.rider.userId, {
        trip_status: 'completed',
        data: { trip_id: ride.tripId },
      });
      expect((await move(driver, 'completed')).statusCode).toBe(409);
    });

    it('five wrong OTPs lock the begin for a while, even with the right OTP', async () => {
      const { db, ride, driver, otp, move } = await acceptedRide('5195552007');
      expect((await move(driver, 'arrive')).statusCode).toBe(200);
      const wrongOtp = otp === '0000' ? '0001' : '0000';
      for (let i = 0; i < 5; i += 1) {
        const wrong = await move(driver, 'begin', { otp: wrongOtp });
        expect(wrong.statusCode, `try ${i + 1}`).toBe(400);
        expect(wrong.json().code).toBe('ride.otpWrong');
      }
      const locked = await move(driver, 'begin', { otp });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        code: 'ride.otpLocked',
        message: 'Too many wrong OTPs. Please wait a few minutes, then try again.',
      });
      expect(await tripRow(db, ride.tripId)).toMatchObject({
        trip_status: 'arrive',
        otp_failures: 0,
      });
      // Once the lock has passed, the right OTP begins the ride.
      await db
        .updateTable('trips')
        .set({ otp_locked_until: Date.now() - 1 })
        .where('trip_id', '=', ride.tripId)
        .execute();
      expect((await move(driver, 'begin', { otp })).statusCode).toBe(200);
    });

    it("driver A cannot act on driver B's trip (404), and nothing changes", async () => {
      const { db, ride, stranger, otp, move } = await acceptedRide('5195552006');
      for (const status of ['arrive', 'begin', 'completed', 'p_cancel_pickup']) {
        const res = await move(stranger, status, { otp });
        expect(res.statusCode, status).toBe(404);
      }
      const theirs = await move(stranger, 'arrive');
      const missing = await move(stranger, 'arrive', { trip_id: ride.tripId + 999 });
      expect(theirs.json()).toEqual(missing.json());
      expect((await tripRow(db, ride.tripId)).trip_status).toBe('accept');
    });

    it('the driver cancels at pickup: nothing to pay, the rider hears it', async () => {
      const { app, db, ride, driver, move } = await acceptedRide('5195552008');
      const toRider = vi.spyOn(app.notifier, 'toRider');
      expect((await move(driver, 'p_cancel_drop')).statusCode).toBe(409); // not begun
      const res = await move(driver, 'p_cancel_pickup');
      expect(res.statusCode).toBe(200);
      expect(await tripRow(db, ride.tripId)).toMatchObject({
        trip_status: 'p_cancel_pickup',
        is_cancelled: 1,
        trip_pay_amount: 0,
        cancel_fee: 0,
      });
      expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
        trip_status: 'p_cancel_pickup',
        data: { trip_id: ride.tripId },
      });
    });

    it('positions of the assigned driver reach the rider and the tracking room', async () => {
      const { app, ride, driver } = await acceptedRide('5195552009');
      const position = vi.spyOn(app.notifier, 'driverPosition');
      await asDriver(app, driver, endpoints.drivers.updatePosition, { lat: 43.01, lng: -81.27 });
      expect(position).toHaveBeenCalledWith(
        expect.objectContaining({ trip_id: ride.tripId, user_id: ride.rider.userId }),
        43.01,
        -81.27,
      );
    });

    it('a busy driver sees no requests and may not offer', async () => {
      const { app, db, driver } = await acceptedRide('5195552010');
      const other = await savedRide(app, db, '5195552011');
      expect((await asDriver(app, driver, endpoints.drivers.openRequests)).json().response).toEqual(
        {
          requests: [],
        },
      );
      const res = await asDriver(app, driver, endpoints.drivers.sendOffer, {
        trip_id: other.tripId,
        offer_amt: 25,
      });
      expect(res.statusCode).toBe(409);
    });
  });
});
