import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import {
  paymentEndpoints,
  receiptSchema,
  unpaidTripResponseSchema,
  type PaymentMode,
} from '@fairfare/contracts/payments';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertTrip } from '../../../test/helpers/fixtures.ts';
import type { Db } from '../../db/database.ts';
import { asRider, type RiderSession } from '../../../test/helpers/rides.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

const PAID_AT = Date.UTC(2025, 5, 1, 14, 30);

/**
 * What the payments module writes when a trip is paid: its succeeded payment row and the trip
 * Paid (written directly here, so that the receipt is tested on its own).
 */
async function markPaid(
  db: Db,
  tripId: number,
  payment: {
    kind: 'trip' | 'cancel_fee';
    pay_mode: PaymentMode;
    card_brand?: string;
    card_last4?: string;
    status?: 'succeeded' | 'failed';
  },
): Promise<void> {
  const trip = await tripRow(db, tripId);
  const succeeded = (payment.status ?? 'succeeded') === 'succeeded';
  await db
    .insertInto('payments')
    .values({
      user_id: trip.user_id,
      trip_id: trip.trip_id,
      driver_id: trip.driver_id,
      kind: payment.kind,
      pay_mode: payment.pay_mode,
      status: payment.status ?? 'succeeded',
      total_amt: trip.trip_pay_amount + trip.trip_promo_amt,
      pay_amount: trip.trip_pay_amount,
      rider_amt: trip.trip_pay_amount,
      promo_amt: trip.trip_promo_amt,
      city_id: trip.city_id,
      currency: trip.trip_currency,
      pg_currency: trip.trip_currency,
      card_brand: payment.card_brand ?? null,
      card_last4: payment.card_last4 ?? null,
      settles_trip_id: succeeded ? trip.trip_id : null,
      created_at: PAID_AT - 1000,
    })
    .execute();
  await db
    .updateTable('trips')
    .set({ trip_pay_status: 'Paid', trip_pay_date: PAID_AT })
    .where('trip_id', '=', tripId)
    .execute();
}

const receipt = (app: Parameters<typeof asRider>[0], rider: RiderSession, tripId: number) =>
  asRider(app, rider, paymentEndpoints.receipt, { trip_id: tripId });

const unpaid = (app: Parameters<typeof asRider>[0], rider: RiderSession) =>
  asRider(app, rider, paymentEndpoints.unpaidTrip);

/** A ride cancelled by its rider after the countdown: the city's fee of 5.00 is owed. */
async function feeCancelledRide(app: Parameters<typeof asRider>[0], db: Db, phone: string) {
  const ride = await rideOf(app, db, phone).accepted();
  await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1);
  const res = await asRider(app, ride.rider, endpoints.trips.update, riderCancel(ride.tripId));
  if (res.json().response?.cancel_fee !== 5) throw new Error(`no fee: ${res.body}`);
  return ride;
}

describe.each(databaseKinds)('receipts on %s', (kind) => {
  it("shows the rider's own trip paid by card with its driver, car, promo and card", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557001').booking({ promo_code: 'FLAT5' }).completed();
    await markPaid(db, ride.tripId, {
      kind: 'trip',
      pay_mode: 'Card',
      card_brand: 'visa',
      card_last4: '4242',
    });
    const driver = await db
      .selectFrom('drivers')
      .select('d_name')
      .where('driver_id', '=', ride.driver.driverId)
      .executeTakeFirstOrThrow();
    const trip = await tripRow(db, ride.tripId);

    const res = await receipt(app, ride.rider, ride.tripId);
    expect(res.statusCode).toBe(200);
    expect(receiptSchema.parse(res.json().response)).toEqual({
      trip_id: ride.tripId,
      trip_status: 'completed',
      trip_date: trip.trip_date,
      paid_at: PAID_AT,
      trip_from_loc: 'Western University',
      trip_to_loc: 'London International Airport (YXU)',
      distance_km: trip.distance_m / 1000,
      duration_min: trip.duration_min,
      driver_name: driver.d_name,
      car: 'Toyota Sedan Corolla',
      // the parts, which the site translates (issue 38 point 4)
      car_make: 'Toyota',
      car_type: 'Sedan',
      car_model: 'Corolla',
      car_color: 'Silver',
      car_number: 'TEST 001',
      currency: 'CAD',
      fare: 30,
      service_tax: 0,
      promo_amt: 5,
      promo_code: 'FLAT5',
      total: 25,
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
      is_cancel_fee: false,
      tip: 0,
      tip_percent: null,
      trip_rating: null,
      tip_card: null,
      total_with_tip: 25,
      refunded: 0,
      total_paid: 25,
    });
  });

  it('shows a cash payment without a card line', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557002').completed();
    await markPaid(db, ride.tripId, { kind: 'trip', pay_mode: 'Cash' });
    const res = await receipt(app, ride.rider, ride.tripId);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      pay_mode: 'Cash',
      card: null,
      fare: 30,
      promo_amt: 0,
      promo_code: null,
      total: 30,
      is_cancel_fee: false,
    });
  });

  it('shows a paid cancellation fee as the whole bill', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await feeCancelledRide(app, db, '5195557003');
    await markPaid(db, ride.tripId, { kind: 'cancel_fee', pay_mode: 'wallet' });
    const res = await receipt(app, ride.rider, ride.tripId);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      trip_status: 'cancel',
      is_cancel_fee: true,
      fare: 5,
      service_tax: 0,
      promo_amt: 0,
      total: 5,
      pay_mode: 'wallet',
      card: null,
    });
  });

  it("answers 404 for an unpaid trip, another rider's paid trip and a missing one", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557004').completed();
    const stranger = await registerRider(app, '5195557005');

    const notPaid = await receipt(app, ride.rider, ride.tripId);
    expect(notPaid.statusCode).toBe(404);
    expect(notPaid.json().code).toBe('error.notFound');

    // A failed attempt is not a payment.
    await markPaid(db, ride.tripId, { kind: 'trip', pay_mode: 'Card', status: 'failed' });
    expect((await receipt(app, ride.rider, ride.tripId)).statusCode).toBe(404);

    await markPaid(db, ride.tripId, { kind: 'trip', pay_mode: 'Cash' });
    expect((await receipt(app, ride.rider, ride.tripId)).statusCode).toBe(200);
    expect((await receipt(app, stranger, ride.tripId)).statusCode).toBe(404);
    expect((await receipt(app, ride.rider, 999_999)).statusCode).toBe(404);
    expect((await receipt(app, ride.rider, -1)).statusCode).toBe(400);
  });
});

describe.each(databaseKinds)('the unpaid trip on %s', (kind) => {
  it('is the completed trip not paid yet, and nothing once it is paid', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557101').completed();
    const stranger = await registerRider(app, '5195557102');

    const res = await unpaid(app, ride.rider);
    expect(res.statusCode).toBe(200);
    expect(unpaidTripResponseSchema.parse(res.json().response).trip).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'completed',
      trip_pay_status: 'Unpaid',
      trip_pay_amount: 30,
    });
    // Nobody else's.
    expect((await unpaid(app, stranger)).json().response).toEqual({ trip: null });

    await markPaid(db, ride.tripId, { kind: 'trip', pay_mode: 'Cash' });
    expect((await unpaid(app, ride.rider)).json().response).toEqual({ trip: null });
  });

  it('is a trip cancelled with a fee, but not a free cancellation', async () => {
    const { app, db } = await startSeededApp(kind);
    const fee = await feeCancelledRide(app, db, '5195557103');
    const res = await unpaid(app, fee.rider);
    expect(res.json().response.trip).toMatchObject({
      trip_id: fee.tripId,
      trip_status: 'cancel',
      cancel_fee: 5,
      trip_pay_amount: 5,
      trip_pay_status: 'Unpaid',
    });

    const free = await rideOf(app, db, '5195557104').accepted();
    const cancelled = await asRider(
      app,
      free.rider,
      endpoints.trips.update,
      riderCancel(free.tripId),
    );
    expect(cancelled.json().response).toMatchObject({ trip_status: 'cancel', cancel_fee: 0 });
    expect((await unpaid(app, free.rider)).json().response).toEqual({ trip: null });
  });

  it('is the latest of several, and never an open ride or a trip with nothing to pay', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557105').completed();
    const userId = ride.rider.userId;
    const at = (await tripRow(db, ride.tripId)).trip_date;
    // Later than the completed ride and owing its fee: the latest unpaid trip.
    const latest = await insertTrip(db, userId, {
      trip_date: at + 60_000,
      trip_status: 'cancel',
      is_cancelled: 1,
      can_fee_by: 'r',
      cancel_fee: 500,
      trip_pay_amount: 500,
    });
    // Later still, but owing nothing: a completed trip of 0, an expired request, a driver's
    // cancel, a free cancel, a ride going on, a paid trip.
    const later = at + 10 * 60_000;
    await insertTrip(db, userId, { trip_date: later, trip_pay_amount: 0 });
    await insertTrip(db, userId, { trip_date: later, trip_status: 'expired' });
    await insertTrip(db, userId, { trip_date: later, trip_status: 'p_cancel_pickup' });
    await insertTrip(db, userId, { trip_date: later, trip_status: 'cancel', cancel_fee: 0 });
    await insertTrip(db, userId, { trip_date: later, trip_status: 'begin' });
    await insertTrip(db, userId, { trip_date: later, trip_pay_status: 'Paid' });
    expect((await unpaid(app, ride.rider)).json().response.trip.trip_id).toBe(latest);
  });

  it('needs a rider', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${paymentEndpoints.unpaidTrip}`,
    });
    expect(res.statusCode).toBe(401);
  });
});
