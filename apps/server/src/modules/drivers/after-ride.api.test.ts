import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { driverEarningsSchema, tripHistoryPageSchema } from '@fairfare/contracts/driver-after-ride';
import { driverTripSchema } from '@fairfare/contracts/drivers';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { setTripDate, tripRow } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asDriver, onlineDriver } from '../../../test/helpers/rides.ts';
import type { Db } from '../../db/database.ts';

async function riderRating(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['u_rating', 'u_rating_count'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

const HOUR = 3_600_000;

describe.each(databaseKinds)('the driver after a ride (%s)', (kind) => {
  it("rates the rider once: the trip keeps it and the rider's average is recomputed", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195553701').completed();
    await db
      .updateTable('users')
      .set({ u_rating: 4, u_rating_count: 3 })
      .where('user_id', '=', ride.rider.userId)
      .execute();
    const res = await asDriver(app, ride.driver, endpoints.drivers.rateRider, {
      trip_id: ride.tripId,
      rating: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(driverTripSchema.parse(res.json().response)).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'completed',
      rating_of_rider: 5,
      rider_name: 'Test',
    });
    // (4 × 3 + 5) / 4 = 4.25
    expect(await riderRating(db, ride.rider.userId)).toEqual({ u_rating: 4.25, u_rating_count: 4 });
    expect((await tripRow(db, ride.tripId)).rider_rating).toBe(5);

    const again = await asDriver(app, ride.driver, endpoints.drivers.rateRider, {
      trip_id: ride.tripId,
      rating: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rating.alreadyRated');
    expect(await riderRating(db, ride.rider.userId)).toEqual({ u_rating: 4.25, u_rating_count: 4 });
  });

  it('refuses bad ratings, another driver, an unfinished trip and a late one, changing nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195553711').completed();
    const before = await riderRating(db, ride.rider.userId);
    for (const bad of [0, 5.5, 3.3, 'four', null, -1]) {
      const res = await asDriver(app, ride.driver, endpoints.drivers.rateRider, {
        trip_id: ride.tripId,
        rating: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('rating.invalid');
    }
    const stranger = await onlineDriver(app, db);
    const notTheirs = await asDriver(app, stranger, endpoints.drivers.rateRider, {
      trip_id: ride.tripId,
      rating: 4,
    });
    expect(notTheirs.statusCode).toBe(404);

    const underWay = await rideOf(app, db, '5195553712').begun();
    const early = await asDriver(app, underWay.driver, endpoints.drivers.rateRider, {
      trip_id: underWay.tripId,
      rating: 4,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('error.conflict');

    await setTripDate(db, ride.tripId, Date.now() - 73 * HOUR);
    const late = await asDriver(app, ride.driver, endpoints.drivers.rateRider, {
      trip_id: ride.tripId,
      rating: 4,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('rating.windowClosed');
    expect((await tripRow(db, ride.tripId)).rider_rating).toBeNull();
    expect(await riderRating(db, ride.rider.userId)).toEqual(before);
  });

  it('counts two drivers rating one rider at the same time', async () => {
    const { app, db } = await startSeededApp(kind);
    const first = await rideOf(app, db, '5195553721').completed();
    const second = await rideOf(app, db, '5195553722').completed();
    // the second trip becomes the same rider's
    await db
      .updateTable('trips')
      .set({ user_id: first.rider.userId })
      .where('trip_id', '=', second.tripId)
      .execute();
    const results = await Promise.all([
      asDriver(app, first.driver, endpoints.drivers.rateRider, {
        trip_id: first.tripId,
        rating: 5,
      }),
      asDriver(app, second.driver, endpoints.drivers.rateRider, {
        trip_id: second.tripId,
        rating: 4,
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await riderRating(db, first.rider.userId)).toEqual({ u_rating: 4.5, u_rating_count: 2 });
  });

  it("sums today's and this week's completed trips: fare, commission, net, cash and card, tips", async () => {
    const { app, db } = await startSeededApp(kind);
    const cash = await rideOf(app, db, '5195553731').completed();
    const driver = cash.driver;
    const card = await rideOf(app, db, '5195553732')
      .by(driver)
      .payingBy('stripe')
      .withCard()
      .completed();
    const lastWeek = await rideOf(app, db, '5195553733').by(driver).completed();
    await setTripDate(db, lastWeek.tripId, Date.now() - 8 * 24 * HOUR);
    await db
      .updateTable('trips')
      .set({ tip_amount: 300, tip_paid_at: Date.now() })
      .where('trip_id', '=', card.tripId)
      .execute();
    // a ride still under way counts nothing
    await rideOf(app, db, '5195553734')
      .by(await onlineDriver(app, db))
      .begun();

    const res = await asDriver(app, driver, endpoints.drivers.earnings);
    expect(res.statusCode).toBe(200);
    const earnings = driverEarningsSchema.parse(res.json().response);
    const cashTrip = await tripRow(db, cash.tripId);
    const commission = (cashTrip.trip_comp_commision * 2) / 100;
    expect(earnings.currency).toBe('CAD');
    expect(earnings.today).toMatchObject({
      trips: 2,
      fare: 60,
      commission,
      net: 60 - commission,
      cash: 30,
      card: 30,
      tips: 3,
    });
    expect(earnings.week.trips).toBe(2);
    expect(earnings.week.from).toBeLessThanOrEqual(earnings.today.from);
  });

  it('pages the history newest first by keyset, without repeating a trip', async () => {
    const { app, db } = await startSeededApp(kind);
    const first = await rideOf(app, db, '5195553741').completed();
    const driver = first.driver;
    const ids = [first.tripId];
    for (const phone of ['5195553742', '5195553743', '5195553744', '5195553745']) {
      ids.push((await rideOf(app, db, phone).by(driver).completed()).tripId);
    }
    // two trips share one pickup time: the trip id breaks the tie
    const base = Date.now() - 10 * HOUR;
    const dates = [base, base + HOUR, base + HOUR, base + 3 * HOUR, base + 4 * HOUR];
    for (const [i, id] of ids.entries()) await setTripDate(db, id, dates[i] ?? base);
    const open = await rideOf(app, db, '5195553746').by(driver).accepted();

    const seen: number[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const res = await asDriver(app, driver, endpoints.drivers.tripHistory, {
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(res.statusCode).toBe(200);
      const page = tripHistoryPageSchema.parse(res.json().response);
      seen.push(...page.trips.map((t) => t.trip_id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    // newest pickup first; equal pickups by id, newest first
    expect(seen).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(seen).not.toContain(open.tripId);

    const first2 = await asDriver(app, driver, endpoints.drivers.tripHistory, { limit: 1 });
    expect(first2.json().response.trips[0]).toMatchObject({
      trip_status: 'completed',
      agreed_amt: 30,
      rider_name: 'Test',
      rating_of_rider: null,
    });
    for (const bad of [{ cursor: 'x' }, { limit: 0 }, { limit: 51 }, { cursor: '1_2_3' }]) {
      const res = await asDriver(app, driver, endpoints.drivers.tripHistory, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
