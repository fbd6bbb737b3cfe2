import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { driverPublicProfileSchema } from '@fairfare/contracts/drivers';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertTrip } from '../../../test/helpers/fixtures.ts';
import type { Db } from '../../db/database.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { setTripDate, tripRow } from '../../../test/helpers/booking.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { riderRow } from '../../../test/helpers/rows.ts';

const rate = (tripId: number, rating: unknown, feedback?: string) => ({
  action: 'rate',
  trip_id: tripId,
  trip_rating: rating,
  ...(feedback === undefined ? {} : { trip_feedback: feedback }),
});

async function driverRating(db: Db, driverId: number) {
  return db
    .selectFrom('drivers')
    .select(['d_rating', 'd_rating_count'])
    .where('driver_id', '=', driverId)
    .executeTakeFirstOrThrow();
}

async function riderVersion(db: Db, userId: number): Promise<number> {
  return (await riderRow(db, userId)).trips_version;
}

describe.each(databaseKinds)('rating the driver on %s', (kind) => {
  it("stores the rating and feedback, and updates the driver's average and count", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556001').completed();
    const driverId = ride.driver.driverId;
    await db
      .updateTable('drivers')
      .set({ d_rating: 4.2, d_rating_count: 10 })
      .where('driver_id', '=', driverId)
      .execute();
    const version = await riderVersion(db, ride.rider.userId);

    const res = await asRider(
      app,
      ride.rider,
      endpoints.trips.update,
      rate(ride.tripId, 4.5, '  Smooth ride, thanks!  '),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Thank You For Your Valuable Feedback');
    // (4.2 × 10 + 4.5) / 11 = 4.2272…, kept to 2 decimals.
    const average = Math.round(((4.2 * 10 + 4.5) / 11) * 100) / 100;
    expect(average).toBe(4.23);
    expect(tripSchema.parse(res.json().response)).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'completed',
      trip_rating: 4.5,
      trip_feedback: 'Smooth ride, thanks!',
      Driver: { driver_id: driverId, d_rating: average, d_rating_count: 11 },
    });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_rating: 4.5,
      trip_feedback: 'Smooth ride, thanks!',
    });
    expect(await driverRating(db, driverId)).toEqual({ d_rating: average, d_rating_count: 11 });
    // The polled trip list sees the change.
    expect(await riderVersion(db, ride.rider.userId)).toBeGreaterThan(version);
  });

  it('rates only within 72 hours of the ride: after that 409 rating.windowClosed, nothing changes', async () => {
    const { app, db } = await startSeededApp(kind);
    const late = await rideOf(app, db, '5195556031').completed();
    const inTime = await rideOf(app, db, '5195556032').completed();
    const hour = 3_600_000;
    await setTripDate(db, late.tripId, Date.now() - 72 * hour - 60_000);
    await setTripDate(db, inTime.tripId, Date.now() - 71 * hour);
    const trip = await tripRow(db, late.tripId);
    const driver = await driverRating(db, late.driver.driverId);

    const refused = await asRider(app, late.rider, endpoints.trips.update, rate(late.tripId, 4));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'rating.windowClosed',
      message: 'A trip can be rated only within 72 hours of the ride.',
      params: { hours: 72 },
    });
    expect(await tripRow(db, late.tripId)).toEqual(trip);
    expect(await driverRating(db, late.driver.driverId)).toEqual(driver);

    const rated = await asRider(app, inTime.rider, endpoints.trips.update, rate(inTime.tripId, 4));
    expect(rated.statusCode).toBe(200);
  });

  it('refuses a second rating of the trip and changes nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556002').completed();
    const first = await asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, 5));
    expect(first.statusCode).toBe(200);
    expect(first.json().response.trip_feedback).toBeNull();
    const trip = await tripRow(db, ride.tripId);
    const driver = await driverRating(db, ride.driver.driverId);

    const again = await asRider(
      app,
      ride.rider,
      endpoints.trips.update,
      rate(ride.tripId, 1, 'Actually, not so good'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'failed',
      code: 'rating.alreadyRated',
      message: 'You have already rated this trip.',
    });
    expect(await tripRow(db, ride.tripId)).toEqual(trip);
    expect(await driverRating(db, ride.driver.driverId)).toEqual(driver);
  });

  it('refuses ratings outside 0.5–5 in half steps, and too long feedback, changing nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556003').completed();
    const driver = await driverRating(db, ride.driver.driverId);
    for (const bad of [0, 5.5, 3.3, -1, 'four', null, true, [4], ' 4 ', '0x4']) {
      const res = await asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, bad));
      expect(res.statusCode, `rating ${String(bad)}`).toBe(400);
      expect(res.json().code).toBe('rating.invalid');
    }
    const long = await asRider(
      app,
      ride.rider,
      endpoints.trips.update,
      rate(ride.tripId, 4, 'x'.repeat(501)),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('rating.feedbackTooLong');
    expect((await tripRow(db, ride.tripId)).trip_rating).toBeNull();
    expect(await driverRating(db, ride.driver.driverId)).toEqual(driver);
    // The spec's client may send the rating as a string; half steps are fine.
    const ok = await asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, '0.5'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().response.trip_rating).toBe(0.5);
  });

  it('refuses to rate a trip that has not been completed', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556004').accepted();
    const driver = await driverRating(db, ride.driver.driverId);
    const res = await asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, 4));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('error.conflict');
    await db
      .updateTable('trips')
      .set({ trip_status: 'cancel' })
      .where('trip_id', '=', ride.tripId)
      .execute();
    const cancelled = await asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, 4));
    expect(cancelled.statusCode).toBe(409);
    expect((await tripRow(db, ride.tripId)).trip_rating).toBeNull();
    expect(await driverRating(db, ride.driver.driverId)).toEqual(driver);
  });

  it('rates a completed trip that is already paid', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556005').completed();
    await db
      .updateTable('trips')
      .set({ trip_pay_status: 'Paid', trip_pay_date: Date.now() })
      .where('trip_id', '=', ride.tripId)
      .execute();
    const res = await asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, 3.5));
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ trip_rating: 3.5, trip_pay_status: 'Paid' });
    expect((await driverRating(db, ride.driver.driverId)).d_rating_count).toBe(11);
  });

  it("answers another rider's trip like a missing one, changing nothing", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556006').completed();
    const stranger = await registerRider(app, '5195556007');
    const driver = await driverRating(db, ride.driver.driverId);
    const res = await asRider(app, stranger, endpoints.trips.update, rate(ride.tripId, 1));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('error.notFound');
    const missing = await asRider(app, stranger, endpoints.trips.update, rate(999_999, 1));
    expect(missing.statusCode).toBe(404);
    expect((await tripRow(db, ride.tripId)).trip_rating).toBeNull();
    expect(await driverRating(db, ride.driver.driverId)).toEqual(driver);
  });

  it('counts every one of several ratings of one driver made at the same time', async () => {
    const { app, db } = await startSeededApp(kind);
    const first = await rideOf(app, db, '5195556008').completed();
    const second = await rideOf(app, db, '5195556009').by(first.driver).completed();
    // More completed trips of the same driver, each of its own rider, to widen the race.
    const more = await Promise.all(
      ['5195556011', '5195556012', '5195556013', '5195556014'].map(async (phone) => {
        const rider = await registerRider(app, phone);
        const tripId = await insertTrip(db, rider.userId, { driver_id: first.driver.driverId });
        return { rider, tripId };
      }),
    );
    const rides = [first, second, ...more];
    const ratings = [5, 4, 5, 4, 5, 4];
    const before = await driverRating(db, first.driver.driverId);
    const results = await Promise.all(
      rides.map((ride, i) =>
        asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, ratings[i])),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await driverRating(db, first.driver.driverId);
    expect(after.d_rating_count).toBe(before.d_rating_count + 6);
    // In any order, (4.5 × 10 + 27) / 16 = 4.5 up to the 2-decimal rounding of each step.
    const exact = (before.d_rating * before.d_rating_count + 27) / (before.d_rating_count + 6);
    expect(Math.abs(after.d_rating - exact)).toBeLessThanOrEqual(0.02);
  });

  it('refuses two ratings of one trip at the same time but one', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556010').completed();
    const results = await Promise.all(
      [5, 1, 3, 2].map((r) =>
        asRider(app, ride.rider, endpoints.trips.update, rate(ride.tripId, r)),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await driverRating(db, ride.driver.driverId)).d_rating_count).toBe(11);
  });
});

describe.each(databaseKinds)('driverapi/updatedriverprofile from a rider on %s', (kind) => {
  it("ignores a forged rating and answers the driver's public profile", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556101').completed();
    const driverId = ride.driver.driverId;
    const before = await db
      .selectFrom('drivers')
      .selectAll()
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();

    const res = await asRider(app, ride.rider, endpoints.drivers.updateProfile, {
      driver_id: String(driverId),
      d_rating: 5,
      d_rating_count: 1000,
    });
    expect(res.statusCode).toBe(200);
    const profile = driverPublicProfileSchema.parse(res.json().response);
    expect(profile).toEqual({
      driver_id: driverId,
      d_name: before.d_name,
      d_rating: 4.5,
      d_rating_count: 10,
      num_trip: 13,
      d_profile_image_path: before.d_profile_image_path,
      car_name: 'Sedan',
      car_model: 'Corolla',
      car_make: 'Toyota',
      car_color: 'Silver',
    });
    expect(res.json().response).not.toHaveProperty('d_phone');
    const after = await db
      .selectFrom('drivers')
      .selectAll()
      .where('driver_id', '=', driverId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown driver, 400 for a bad id and 401 without a rider', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556102').completed();
    const path = endpoints.drivers.updateProfile;
    const unknown = await asRider(app, ride.rider, path, { driver_id: 999_999, d_rating: 5 });
    expect(unknown.statusCode).toBe(404);
    for (const driver_id of ['abc', -1, 1.5, 99_999_999_999, undefined]) {
      const res = await asRider(app, ride.rider, path, { driver_id, d_rating: 5 });
      expect(res.statusCode, `driver_id ${String(driver_id)}`).toBe(400);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${path}`,
      payload: { driver_id: ride.driver.driverId, d_rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
