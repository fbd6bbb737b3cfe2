import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  pointsNearWestern,
  savedRide,
  type RiderSession,
} from '../../../test/helpers/rides.ts';
import { updateTrip } from '../../../test/helpers/booking.ts';
import { riderCancel } from '../../../test/helpers/cancel.ts';

const TRIPS = {
  is_request: '0',
  offset: '0',
  limit: '20',
  statuses: ['request', 'offer', 'accept'],
};

describe.each(databaseKinds)('cheap polling on %s', (kind) => {
  it('answers 304 to an unchanged trip list and offer list, and a new ETag after every change', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195555001');
    const [a, b] = await Promise.all(pointsNearWestern(2).map((p) => onlineDriver(app, db, p)));
    if (!a || !b) throw new Error('drivers missing');
    const offers = { trip_id: ride.tripId, status: 'offer' };

    const poll = async (rider: RiderSession, path: string, body: object, etag?: string) =>
      asRider(app, rider, path, body, etag ? { 'if-none-match': etag } : {});
    /** The ETags of both lists now, checking that each answers 304 to itself. */
    const tags = async () => {
      const trips = await poll(ride.rider, endpoints.trips.list, TRIPS);
      const list = await poll(ride.rider, endpoints.offers.list, offers);
      expect(trips.statusCode).toBe(200);
      expect(list.statusCode).toBe(200);
      const t = String(trips.headers.etag);
      const o = String(list.headers.etag);
      const again = await poll(ride.rider, endpoints.trips.list, TRIPS, t);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(t);
      expect((await poll(ride.rider, endpoints.offers.list, offers, o)).statusCode).toBe(304);
      return { trips: t, offers: o };
    };

    const seen = [await tags()];
    const changed = async () => {
      const next = await tags();
      for (const before of seen) {
        expect(next.trips).not.toBe(before.trips);
        expect(next.offers).not.toBe(before.offers);
      }
      seen.push(next);
    };

    // Another page or another filter is another answer.
    const other = await poll(
      ride.rider,
      endpoints.trips.list,
      { ...TRIPS, limit: '5' },
      seen[0]?.trips,
    );
    expect(other.statusCode).toBe(200);

    await offer(app, a, ride.tripId, 30); // an offer
    await changed();
    await offer(app, b, ride.tripId, 31);
    await asRider(app, ride.rider, endpoints.offers.counter, {
      trip_id: ride.tripId,
      user_offer_amt: 25,
      driver_id: b.driverId,
    }); // a counter-offer
    await changed();
    await asDriver(app, b, endpoints.drivers.answerCounter, { trip_id: ride.tripId, accept: true });
    await changed();
    await asRider(app, ride.rider, endpoints.trips.accept, {
      trip_id: ride.tripId,
      driver_id: a.driverId,
    }); // accept
    await changed();
    await asDriver(app, a, endpoints.drivers.updateTripStatus, {
      trip_id: ride.tripId,
      status: 'arrive',
    });
    await changed();
    await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId, 'Driver is too slow today')); // cancel
    await changed();

    // One rider's ETag never answers for another rider.
    const stranger = await registerRider(app, '5195555002');
    const theirs = await poll(stranger, endpoints.trips.list, TRIPS, seen.at(-1)?.trips);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().response.trips).toEqual([]);
  });

  it('does no work beyond reading the version when nothing changed', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195555003');
    const first = await asRider(app, ride.rider, endpoints.trips.list, TRIPS);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // A change made behind the service's back (no version bump) is not seen: the answer comes
    // from the version alone, without reading the trips.
    await db.updateTable('trips').set({ trip_to_loc: 'Elsewhere' }).execute();
    const again = await asRider(app, ride.rider, endpoints.trips.list, TRIPS, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    const listed = await asRider(app, ride.rider, endpoints.trips.list, TRIPS, {
      'if-none-match': `"nothing", ${etag.replace(/^W\//, '')}`,
    });
    expect(listed.statusCode).toBe(304);
  });
});
