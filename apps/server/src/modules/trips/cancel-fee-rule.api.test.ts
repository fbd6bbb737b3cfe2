import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { cancelQuoteSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow, updateTrip, WESTERN } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { asDriver, asRider, onlineDriver } from '../../../test/helpers/rides.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

/** About 2 km north of the pickup (Western University), inside driver_radius. */
const TWO_KM_NORTH = { lat: WESTERN.lat + 0.018, lng: WESTERN.lng };
/** About 1 km north: the driver came ~1 km closer. */
const ONE_KM_NORTH = { lat: WESTERN.lat + 0.009, lng: WESTERN.lng };

// Issue 26 point 8 (decision 029): after the free countdown, the fee is owed only once the
// driver is on the way: arrived, at the pickup, or come closer since the accept.
describe.each(databaseKinds)('the cancellation fee rule on %s', (kind) => {
  async function acceptedFarAway(phone: string) {
    const { app, db } = await startSeededApp(kind);
    const driver = await onlineDriver(app, db, TWO_KM_NORTH);
    const ride = await rideOf(app, db, phone).by(driver).accepted();
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 60_000);
    return { app, db, ride, driver };
  }

  it('records how far the driver was from the pickup at the accept', async () => {
    const { db, ride } = await acceptedFarAway('5195554001');
    const metres = (await tripRow(db, ride.tripId)).accept_pickup_m;
    expect(metres).toBeGreaterThan(1900);
    expect(metres).toBeLessThan(2100);
  });

  it('waives the fee after the countdown while the driver has not moved toward the pickup', async () => {
    const { app, db, ride } = await acceptedFarAway('5195554002');
    const quote = await asRider(app, ride.rider, endpoints.trips.cancelQuote, {
      trip_id: ride.tripId,
    });
    expect(cancelQuoteSchema.parse(quote.json().response)).toMatchObject({
      fee: 0,
      fee_after: 5,
      driver_on_the_way: false,
    });

    const res = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ trip_status: 'cancel', cancel_fee: 0 });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'cancel',
      cancel_fee: 0,
      can_fee_by: null,
      trip_pay_amount: 0,
    });
  });

  it('owes the fee once the driver came closer to the pickup', async () => {
    const { app, db, ride, driver } = await acceptedFarAway('5195554003');
    const moved = await asDriver(app, driver, endpoints.drivers.updatePosition, ONE_KM_NORTH);
    expect(moved.statusCode).toBe(200);
    const quote = await asRider(app, ride.rider, endpoints.trips.cancelQuote, {
      trip_id: ride.tripId,
    });
    expect(quote.json().response).toMatchObject({ fee: 5, driver_on_the_way: true });

    const res = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(res.statusCode).toBe(200);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'cancel',
      cancel_fee: 500,
      can_fee_by: 'r',
      trip_pay_amount: 500,
    });
  });

  it('owes the fee once the driver said they arrived, wherever their position', async () => {
    const { app, db, ride, driver } = await acceptedFarAway('5195554004');
    const arrived = await asDriver(app, driver, endpoints.drivers.updateTripStatus, {
      trip_id: ride.tripId,
      status: 'arrive',
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect((await tripRow(db, ride.tripId)).cancel_fee).toBe(500);
  });
});
