import { describe, expect, it } from 'vitest';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { savedRide } from '../../../test/helpers/rides.ts';
import { stored, tripRow, updateTrip } from '../../../test/helpers/booking.ts';

describe.each(databaseKinds)('resend a request on %s', (kind) => {
  async function endedRide(phone: string, status: string, booking: Record<string, unknown> = {}) {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, phone, booking);
    await db
      .updateTable('trips')
      .set({ trip_status: status })
      .where('trip_id', '=', ride.tripId)
      .execute();
    return { app, db, ride };
  }

  it('sends an expired request again as a new ride now, with a raised offer', async () => {
    const { app, db, ride } = await endedRide('5195554201', 'expired', {
      note: 'Gate 2',
      is_for_other: true,
      passenger_name: 'Sam Guest',
      passenger_contact: '5195550000',
    });
    const res = await updateTrip(app, ride.rider.cookie, {
      action: 'resend',
      trip_id: ride.tripId,
      user_offer_amt: 28,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your request has been sent to drivers again.');
    const again = res.json().response;
    expect(again.trip_id).not.toBe(ride.tripId);
    expect(again).toMatchObject({
      trip_status: 'request',
      is_ride_later: 0,
      user_offer_amt: 28,
      trip_from_loc: ride.trip.trip_from_loc,
      trip_to_loc: ride.trip.trip_to_loc,
      category_id: ride.trip.category_id,
      trip_pay_mode: ride.trip.trip_pay_mode,
      note: 'Gate 2',
      is_for_other: 1,
      passenger_name: 'Sam Guest',
      dispatched_at: expect.any(Number),
    });
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('expired');
  });

  it('sends a driver-cancelled request again with the same offer; not twice over an open one', async () => {
    const { app, ride } = await endedRide('5195554202', 'p_cancel_pickup');
    const first = await updateTrip(app, ride.rider.cookie, {
      action: 'resend',
      trip_id: ride.tripId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().response.user_offer_amt).toBe(ride.trip.user_offer_amt);
    const second = await updateTrip(app, ride.rider.cookie, {
      action: 'resend',
      trip_id: ride.tripId,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('booking.activeTripExists');
  });

  it('refuses what cannot be sent again, and changes nothing', async () => {
    const { app, db, ride } = await endedRide('5195554203', 'request');
    const before = await stored(db);
    const open = await updateTrip(app, ride.rider.cookie, {
      action: 'resend',
      trip_id: ride.tripId,
    });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('booking.cannotResend');

    await db
      .updateTable('trips')
      .set({ trip_status: 'expired' })
      .where('trip_id', '=', ride.tripId)
      .execute();
    const tooHigh = await updateTrip(app, ride.rider.cookie, {
      action: 'resend',
      trip_id: ride.tripId,
      user_offer_amt: 500,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().code).toBe('booking.bidTooHigh');
    for (const user_offer_amt of ['28', -1, null]) {
      const bad = await updateTrip(app, ride.rider.cookie, {
        action: 'resend',
        trip_id: ride.tripId,
        user_offer_amt,
      });
      expect(bad.statusCode).toBe(400);
    }
    const other = await savedRide(app, db, '5195554204');
    const theirs = await updateTrip(app, other.rider.cookie, {
      action: 'resend',
      trip_id: ride.tripId,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await stored(db)).trips).toBe(before.trips + 1); // only the other rider's booking
  });
});
