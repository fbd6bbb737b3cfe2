import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { tripRequestListSchema, tripRequestSchema } from '@fairfare/contracts/offers';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { asDriver, asRider, offer, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';

// The trip's and the offer's versions (issue 28): every change raises them by one, so a client
// holding a view can tell a newer one from a stale one, and a missed change from none.
describe.each(databaseKinds)('trip and offer versions on %s', (kind) => {
  it("the rider's trip view carries a version that each move of the ride raises by one", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552801').accepted();
    const tripView = async () => {
      const res = await asRider(app, ride.rider, endpoints.trips.list, { offset: 0, limit: 1 });
      return tripSchema.parse(res.json().response.trips[0]);
    };
    const offers = async () =>
      tripRequestListSchema.parse(
        (await asRider(app, ride.rider, endpoints.offers.list, { trip_id: ride.tripId })).json()
          .response,
      );

    const accepted = await tripView();
    expect(accepted).toMatchObject({ trip_status: 'accept' });
    expect(accepted.version).toBe((await tripRow(db, ride.tripId)).version);
    expect((await offers()).trip_version).toBe(accepted.version);

    let version = accepted.version;
    for (const [status, extra] of [
      ['arrive', {}],
      ['begin', { otp: ride.otp }],
      ['completed', {}],
    ] as const) {
      expect((await ride.move(status, extra)).statusCode, status).toBe(200);
      const view = await tripView();
      expect(view, status).toMatchObject({ trip_status: status, version: version + 1 });
      version = view.version;
    }
    // A refused move changes nothing, its version neither.
    expect((await ride.move('arrive')).statusCode).toBe(409);
    expect((await tripView()).version).toBe(version);
  });

  it('a write beside the status raises the version too: a wrong OTP counted', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195552802').arrived();
    const before = (await tripRow(db, ride.tripId)).version;
    const wrongOtp = ride.otp === '0000' ? '0001' : '0000';
    expect((await ride.move('begin', { otp: wrongOtp })).statusCode).toBe(400);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      otp_failures: 1,
      version: before + 1,
    });
  });

  it("each change to an offer raises the offer's version; a refused counter changes nothing", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552803');
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 30);
    const theOffer = async () => {
      const res = await asRider(app, ride.rider, endpoints.offers.list, { trip_id: ride.tripId });
      const [first] = tripRequestListSchema.parse(res.json().response).offers;
      if (!first) throw new Error('the offer is missing');
      return first;
    };
    const counter = (amount: number) =>
      asRider(app, ride.rider, endpoints.offers.counter, {
        trip_id: ride.tripId,
        user_offer_amt: amount,
        driver_id: driver.driverId,
      });

    expect(await theOffer()).toMatchObject({ status: 'offer', version: 0 });
    expect((await counter(99)).statusCode).toBe(400);
    expect((await theOffer()).version).toBe(0);

    const countered = await counter(22);
    expect(tripRequestSchema.parse(countered.json().response)).toMatchObject({
      status: 'counter',
      version: 1,
    });
    const answered = await asDriver(app, driver, endpoints.drivers.answerCounter, {
      trip_id: ride.tripId,
      accept: false,
      offer_amt: 26,
    });
    expect(answered.statusCode).toBe(200);
    expect(await theOffer()).toMatchObject({ status: 'offer', offer_amt: 26, version: 2 });
  });
});
