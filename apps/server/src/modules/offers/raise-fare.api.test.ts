import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { announcedRequestSchema } from '@fairfare/contracts/drivers';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';
import {
  asDriver,
  asRider,
  offer,
  onlineDriver,
  pointsNearWestern,
  savedRide,
} from '../../../test/helpers/rides.ts';

const raise = endpoints.trips.raiseFare;

// The helper's booking: Economy from Western University, offer 25.00, bounds 16.96–42.40.
describe.each(databaseKinds)('raising the fare of an open request on %s', (kind) => {
  it('raises the offer, keeps the money columns in step, and tells the nearby drivers again', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552001');
    const driver = await onlineDriver(app, db, pointsNearWestern(1)[0]);
    const toDrivers = vi.spyOn(app.notifier, 'toDrivers');
    const toRider = vi.spyOn(app.notifier, 'toRider');

    const res = await asRider(app, ride.rider, raise, { trip_id: ride.tripId, user_offer_amt: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your new fare has been sent to the drivers near you.');
    expect(tripSchema.parse(res.json().response)).toMatchObject({
      trip_status: 'request',
      user_offer_amt: 30,
      trip_pay_amount: 30,
    });
    const row = await tripRow(db, ride.tripId);
    expect(row.user_offer_amt).toBe(3000);
    expect(row.trip_pay_amount).toBe(3000);
    expect(row.trip_comp_commision + row.trip_driver_commision).toBe(3000);

    // the driver near the pickup hears of the request again, at the new fare
    const heard = toDrivers.mock.calls.filter(
      ([ids, message]) => ids.includes(driver.driverId) && message.trip_status === 'request',
    );
    expect(heard).toHaveLength(1);
    expect(announcedRequestSchema.parse(heard[0]?.[1].data)).toMatchObject({
      trip_id: ride.tripId,
      user_offer_amt: 30,
    });
    // the driver's own list shows the new fare too
    const open = await asDriver(app, driver, endpoints.drivers.openRequests, {});
    expect(open.json().response.requests).toEqual([
      expect.objectContaining({ trip_id: ride.tripId, user_offer_amt: 30 }),
    ]);
    expect(toRider).toHaveBeenCalledWith(ride.rider.userId, {
      trip_status: 'request',
      data: { trip_id: ride.tripId },
    });
  });

  it('refuses a fare that is not higher, or outside the bounds, and changes nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552002');
    const call = (amount: number) =>
      asRider(app, ride.rider, raise, { trip_id: ride.tripId, user_offer_amt: amount });

    expectFailed(await call(25), 400, {
      code: 'ride.raiseNotHigher',
      message: 'Please enter a fare higher than your current offer of 25.',
      params: { current: 25 },
    });
    expectFailed(await call(20), 400, {
      code: 'ride.raiseNotHigher',
      message: 'Please enter a fare higher than your current offer of 25.',
      params: { current: 25 },
    });
    expectFailed(await call(42.41), 400, {
      code: 'ride.counterTooHigh',
      message: 'Please enter an amount greater than or equal to 42.4',
      params: { max: 42.4 },
    });
    expect((await call(-1)).statusCode).toBe(400);
    const row = await tripRow(db, ride.tripId);
    expect(row.user_offer_amt).toBe(2500);

    // the top of the bounds is allowed
    expect((await call(42.4)).statusCode).toBe(200);
    expect((await tripRow(db, ride.tripId)).user_offer_amt).toBe(4240);
  });

  it("answers 404 for another rider's trip, and leaves it alone", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552003');
    const other = await registerRider(app, '5195552004');

    expectFailed(
      await asRider(app, other, raise, { trip_id: ride.tripId, user_offer_amt: 30 }),
      404,
      { code: 'error.notFound', message: 'Not found.' },
    );
    expect((await tripRow(db, ride.tripId)).user_offer_amt).toBe(2500);
  });

  it('refuses a request that is no longer open: withdrawn, or a driver taken', async () => {
    const { app, db } = await startSeededApp(kind);
    const closed = { code: 'ride.requestClosed', message: expect.any(String) };

    const withdrawn = await savedRide(app, db, '5195552005');
    const cancel = await updateTrip(app, withdrawn.rider.cookie, {
      action: 'cancel_request',
      trip_id: withdrawn.tripId,
    });
    expect(cancel.statusCode).toBe(200);
    const afterCancel = await asRider(app, withdrawn.rider, raise, {
      trip_id: withdrawn.tripId,
      user_offer_amt: 30,
    });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toMatchObject({ status: 'failed', ...closed });

    const taken = await savedRide(app, db, '5195552006');
    const driver = await onlineDriver(app, db, pointsNearWestern(1)[0]);
    await offer(app, driver, taken.tripId, 27);
    const accepted = await asRider(app, taken.rider, endpoints.trips.accept, {
      trip_id: taken.tripId,
      driver_id: driver.driverId,
    });
    expect(accepted.statusCode).toBe(200);
    const afterAccept = await asRider(app, taken.rider, raise, {
      trip_id: taken.tripId,
      user_offer_amt: 30,
    });
    expect(afterAccept.statusCode).toBe(409);
    expect(afterAccept.json()).toMatchObject({ status: 'failed', ...closed });
    const row = await tripRow(db, taken.tripId);
    expect(row.trip_status).toBe('accept');
    expect(row.user_offer_amt).toBe(2700);
  });

  it('a race of two raises to the same fare has one winner', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552007');
    const before = (await tripRow(db, ride.tripId)).version;

    const answers = await Promise.all(
      [1, 2].map(() =>
        asRider(app, ride.rider, raise, { trip_id: ride.tripId, user_offer_amt: 31 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().code).toBe('ride.raiseNotHigher');
    const row = await tripRow(db, ride.tripId);
    expect(row.user_offer_amt).toBe(3100);
    expect(row.version).toBe(before + 1);
  });

  it('a raise racing an accept: either the raise lands first or it is refused, never both ways', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195552008');
    const driver = await onlineDriver(app, db, pointsNearWestern(1)[0]);
    await offer(app, driver, ride.tripId, 27);

    const [raised, accepted] = await Promise.all([
      asRider(app, ride.rider, raise, { trip_id: ride.tripId, user_offer_amt: 35 }),
      asRider(app, ride.rider, endpoints.trips.accept, {
        trip_id: ride.tripId,
        driver_id: driver.driverId,
      }),
    ]);
    expect(accepted.statusCode).toBe(200);
    const row = await tripRow(db, ride.tripId);
    expect(row.trip_status).toBe('accept');
    // the agreed amount is the driver's offer either way; the raise either came first or lost
    expect(row.user_offer_amt).toBe(2700);
    expect([200, 409]).toContain(raised.statusCode);
  });
});
