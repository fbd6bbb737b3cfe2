import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { driverTripSchema } from '@fairfare/contracts/drivers';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import { tripListSchema, tripSchema } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { paymentsOf, setWallet } from '../../../test/helpers/payments.ts';
import { riderRow } from '../../../test/helpers/rows.ts';
import { rideOf, type DrivenRide } from '../../../test/helpers/ride-builder.ts';
import {
  asDriver,
  asRider,
  onlineDriver,
  type DriverSession,
} from '../../../test/helpers/rides.ts';

type App = Parameters<typeof asRider>[0];

const chooseCash = (app: App, ride: DrivenRide) =>
  asRider(app, ride.rider, paymentEndpoints.addTripTransaction, {
    trip_id: ride.tripId,
    pay_mode: 'Cash',
  });

const confirmCash = (app: App, driver: DriverSession, tripId: number) =>
  asDriver(app, driver, endpoints.drivers.confirmCash, { trip_id: tripId });

/** The trip row and its payment records: what a refused call must leave as it was. */
const stateOf = async (db: Db, tripId: number) => ({
  trip: await tripRow(db, tripId),
  payments: await paymentsOf(db, tripId),
});

describe.each(databaseKinds)('cash confirmed by the driver on %s', (kind) => {
  it("the rider's cash choice pays nothing; the trip's driver confirms it: Paid, recorded once, the rider told", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558101').completed();

    const chosen = await chooseCash(app, ride);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      message:
        'You chose to pay in cash. Your driver will confirm the cash; the trip shows Paid once they do.',
      response: { trip_status: 'completed', trip_pay_status: 'Unpaid', trip_pay_mode: 'cash' },
    });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Unpaid',
      trip_pay_date: null,
    });
    expect(await paymentsOf(db, ride.tripId)).toEqual([]);

    const toRider = vi.spyOn(app.notifier, 'toRider');
    const versionBefore = (await riderRow(db, ride.rider.userId)).trips_version;
    const confirmed = await confirmCash(app, ride.driver, ride.tripId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Cash payment recorded.');
    expect(driverTripSchema.parse(confirmed.json().response)).toMatchObject({
      trip_id: ride.tripId,
      trip_pay_status: 'Paid',
      trip_pay_mode: 'cash',
    });
    expect((await tripRow(db, ride.tripId)).trip_pay_date).toBeGreaterThan(Date.now() - 60_000);
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      {
        user_id: ride.rider.userId,
        driver_id: ride.driver.driverId,
        kind: 'trip',
        pay_mode: 'Cash',
        status: 'succeeded',
        pay_amount: 3000,
        commission_amt: 600,
        driver_commission_amt: 2400,
        settles_trip_id: ride.tripId,
      },
    ]);
    expect(toRider).toHaveBeenCalledExactlyOnceWith(ride.rider.userId, {
      trip_status: 'paid',
      data: { trip_id: ride.tripId, pay_mode: 'Cash' },
    });
    expect((await riderRow(db, ride.rider.userId)).trips_version).toBeGreaterThan(versionBefore);

    // Confirmed again: the same answer, nothing recorded twice, nobody told twice.
    const again = await confirmCash(app, ride.driver, ride.tripId);
    expect(again.statusCode).toBe(200);
    expect(again.json().response).toEqual(confirmed.json().response);
    expect(await paymentsOf(db, ride.tripId)).toHaveLength(1);
    expect(toRider).toHaveBeenCalledTimes(1);

    // The rider's history, receipt and a late 'I paid in cash' all show it Paid.
    const history = await asRider(app, ride.rider, endpoints.trips.list, { is_request: '0' });
    const listed = tripListSchema
      .parse(history.json().response)
      .trips.find((t) => t.trip_id === ride.tripId);
    expect(listed).toMatchObject({ trip_pay_status: 'Paid', trip_pay_mode: 'cash' });
    const receipt = await asRider(app, ride.rider, paymentEndpoints.receipt, {
      trip_id: ride.tripId,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().response).toMatchObject({ pay_mode: 'Cash', card: null });
    const late = await chooseCash(app, ride);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({
      message: 'Cash payment recorded.',
      response: { trip_pay_status: 'Paid' },
    });
  });

  it('concurrent confirmations make one payment record', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558102').completed();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirmCash(app, ride.driver, ride.tripId)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([{ pay_mode: 'Cash' }]);
  });

  it("refuses another driver's confirmation (404) and changes nothing", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558103').completed();
    const other = await onlineDriver(app, db);
    const before = await stateOf(db, ride.tripId);
    for (const tripId of [ride.tripId, ride.tripId + 1000]) {
      const res = await confirmCash(app, other, tripId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'payment.cashNotYourTrip',
        message: 'This trip is not one of your trips.',
      });
    }
    expect(await stateOf(db, ride.tripId)).toEqual(before);
    // A rider cannot call the driver API at all.
    const asTheRider = await asRider(app, ride.rider, endpoints.drivers.confirmCash, {
      trip_id: ride.tripId,
    });
    expect(asTheRider.statusCode).toBe(401);
    expect(await stateOf(db, ride.tripId)).toEqual(before);
  });

  it('refuses a trip not completed yet, not booked with cash, or paid another way (409), changing nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const riding = await rideOf(app, db, '5195558104').begun();
    const card = await rideOf(app, db, '5195558105').payingBy('stripe').completed();
    const byWallet = await rideOf(app, db, '5195558106').completed();
    await setWallet(db, byWallet.rider.userId, 5000);
    const paid = await asRider(app, byWallet.rider, paymentEndpoints.addTripTransaction, {
      trip_id: byWallet.tripId,
      pay_mode: 'wallet',
      confirmed_amount: 30,
    });
    expect(paid.json().response).toMatchObject({ trip_pay_status: 'Paid' });
    for (const ride of [riding, card, byWallet]) {
      const before = await stateOf(db, ride.tripId);
      const res = await confirmCash(app, ride.driver, ride.tripId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'payment.cashNotDue',
        message: 'Only a completed, unpaid trip paid in cash can have its cash confirmed.',
      });
      expect(await stateOf(db, ride.tripId)).toEqual(before);
    }
    // Nor may the rider of a card trip choose cash once it is over.
    const cardCash = await chooseCash(app, card);
    expect(cardCash.statusCode).toBe(400);
    expect(cardCash.json().code).toBe('booking.payModeInvalid');
    expect((await tripRow(db, card.tripId)).trip_pay_status).toBe('Unpaid');
  });

  it('a cancellation fee is paid by card or wallet only: Cash is a 400 and nothing changes', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558107').accepted();
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 60_000); // a minute past the free window
    const cancelled = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(tripSchema.parse(cancelled.json().response)).toMatchObject({
      trip_status: 'cancel',
      cancel_fee: 5,
      trip_pay_status: 'Unpaid',
    });
    const before = await stateOf(db, ride.tripId);

    const res = await chooseCash(app, ride);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'payment.cashNotForFee',
      message: 'A cancellation fee can be paid by card or wallet only, not in cash.',
    });
    const byDriver = await confirmCash(app, ride.driver, ride.tripId);
    expect(byDriver.statusCode).toBe(409);
    expect(byDriver.json().code).toBe('payment.cashNotDue');
    expect(await stateOf(db, ride.tripId)).toEqual(before);
  });
});
