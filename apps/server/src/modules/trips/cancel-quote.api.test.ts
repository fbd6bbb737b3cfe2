import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asRider, savedRide } from '../../../test/helpers/rides.ts';
import { tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

describe.each(databaseKinds)('the cancel quote on %s', (kind) => {
  it('a request without a driver is free with no end; the city fee is named for later', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195554101');
    const res = await asRider(app, ride.rider, endpoints.trips.cancelQuote, {
      trip_id: ride.tripId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      trip_id: ride.tripId,
      cancellable: true,
      fee: 0,
      fee_after: 5,
      free_until: null,
      currency: 'CAD',
    });
  });

  it('an accepted ride is free until the countdown ends, then quotes the fee the cancel charges', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195554102').accepted();
    const { tm_acc } = await tripRow(db, ride.tripId);
    const quote = async () =>
      (await asRider(app, ride.rider, endpoints.trips.cancelQuote, { trip_id: ride.tripId })).json()
        .response;
    expect(await quote()).toMatchObject({ fee: 0, free_until: (tm_acc ?? 0) + CANCEL_TIMER_MS });

    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1);
    const late = await quote();
    expect(late).toMatchObject({ cancellable: true, fee: 5, fee_after: 5 });
    expect(late.free_until).toBeLessThan(late.now);

    const cancelled = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(cancelled.json().response.cancel_fee).toBe(late.fee);
    expect(await quote()).toMatchObject({ cancellable: false });
  });

  it("is 404 for another rider's trip, 400 for a bad id, and changes nothing", async () => {
    const { app, db } = await startSeededApp(kind);
    const mine = await savedRide(app, db, '5195554103');
    const theirs = await savedRide(app, db, '5195554104');
    const res = await asRider(app, mine.rider, endpoints.trips.cancelQuote, {
      trip_id: theirs.tripId,
    });
    expect(res.statusCode).toBe(404);
    for (const trip_id of ['1', -1, 1.5, null]) {
      const bad = await asRider(app, mine.rider, endpoints.trips.cancelQuote, { trip_id });
      expect(bad.statusCode).toBe(400);
    }
    expect((await tripRow(db, theirs.tripId)).trip_status).toBe('request');
  });
});
