import { describe, expect, it, vi } from 'vitest';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { offer, onlineDriver, pointsNearWestern, savedRide } from '../../../test/helpers/rides.ts';
import { tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

/** The site's cancel with the two old fields the service accepts and ignores. */
const cancel = (tripId: number, reason?: string) => ({
  ...riderCancel(tripId, reason),
  driver_id: 123,
  is_return_details: 0,
});

describe.each(databaseKinds)('rider cancel on %s', (kind) => {
  async function accepted(phone: string) {
    const { app, db } = await startSeededApp(kind);
    const [driver, other] = await Promise.all(
      pointsNearWestern(2).map((p) => onlineDriver(app, db, p)),
    );
    if (!driver || !other) throw new Error('drivers missing');
    const ride = await rideOf(app, db, phone).by(driver).accepted();
    return { app, db, ride, driver, other };
  }

  it('refuses a reason shorter than 10 characters with the spec message, changing nothing', async () => {
    const { app, db, ride } = await accepted('5195553001');
    for (const reason of ['too short', '   short      ', '']) {
      const res = await updateTrip(app, ride.rider.cookie, cancel(ride.tripId, reason));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ride.reasonTooShort',
        message: 'Reason should be minimum 10 words. Please fill it out.',
      });
    }
    const { trip_reason: _r, ...noReason } = cancel(ride.tripId);
    expect((await updateTrip(app, ride.rider.cookie, noReason)).json().code).toBe(
      'ride.reasonTooShort',
    );
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('accept');
    // Exactly 10 characters is enough.
    expect(
      (await updateTrip(app, ride.rider.cookie, cancel(ride.tripId, '0123456789'))).statusCode,
    ).toBe(200);
  });

  it('is free while the countdown runs; the driver is told', async () => {
    const { app, db, ride, driver } = await accepted('5195553002');
    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const res = await updateTrip(app, ride.rider.cookie, cancel(ride.tripId));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your ride has been canceled.');
    expect(tripSchema.parse(res.json().response)).toMatchObject({
      trip_status: 'cancel',
      is_cancelled: 1,
      cancel_fee: 0,
      trip_pay_amount: 0,
      trip_reason: 'My plans have changed',
    });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'cancel',
      can_fee_by: null,
      cancel_fee: 0,
      trip_pay_amount: 0,
    });
    expect(toDriver).toHaveBeenCalledWith(driver.driverId, {
      trip_status: 'cancel',
      data: {
        trip_id: ride.tripId,
        cancelled_by: 'rider',
        trip_reason: 'My plans have changed',
        cancel_fee: 0,
        driver_share: 0,
        trip_currency: 'CAD',
      },
    });
  });

  it('is still free just before the countdown ends', async () => {
    const { app, db, ride } = await accepted('5195553006');
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS - 5000);
    const res = await updateTrip(app, ride.rider.cookie, cancel(ride.tripId));
    expect(res.json().response).toMatchObject({ trip_status: 'cancel', cancel_fee: 0 });
  });

  it("charges the city's cancellation fee once the countdown is over", async () => {
    const { app, db, ride, driver } = await accepted('5195553003');
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1);
    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const res = await updateTrip(app, ride.rider.cookie, cancel(ride.tripId));
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      trip_status: 'cancel',
      cancel_fee: 5,
      trip_pay_amount: 5,
      trip_pay_status: 'Unpaid',
    });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      can_fee_by: 'r',
      cancel_fee: 500,
      trip_pay_amount: 500,
      trip_comp_commision: 100,
      trip_driver_commision: 400,
    });
    // the driver hears the fee rule's outcome: the fee and their share of it
    expect(toDriver).toHaveBeenCalledWith(driver.driverId, {
      trip_status: 'cancel',
      data: expect.objectContaining({ cancelled_by: 'rider', cancel_fee: 5, driver_share: 4 }),
    });
  });

  it('is free before any driver was assigned, and closes the open offers', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195553004');
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 30);
    const toDriver = vi.spyOn(app.notifier, 'toDriver');
    const res = await updateTrip(app, ride.rider.cookie, cancel(ride.tripId));
    expect(res.json().response).toMatchObject({ trip_status: 'cancel', cancel_fee: 0 });
    const offerRow = await db
      .selectFrom('trip_requests')
      .select('status')
      .where('trip_id', '=', ride.tripId)
      .executeTakeFirstOrThrow();
    expect(offerRow.status).toBe('rejected');
    expect(toDriver).toHaveBeenCalledWith(driver.driverId, {
      trip_status: 'reject_offer',
      data: { trip_id: ride.tripId, tripRequestId: expect.any(Number), reason: 'trip_ended' },
    });
  });

  it('is refused once ended (409) and has one winner when two cancels race', async () => {
    const { app, db, ride } = await accepted('5195553005');
    const answers = await Promise.all(
      [1, 2].map(() => updateTrip(app, ride.rider.cookie, cancel(ride.tripId))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('cancel');
  });
});
