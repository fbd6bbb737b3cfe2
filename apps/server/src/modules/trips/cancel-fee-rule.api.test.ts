import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { paymentEndpoints, receiptSchema } from '@fairfare/contracts/payments';
import { cancelQuoteSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { tripRow, updateTrip, WESTERN } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { CARDS, paymentsOf, sandboxCharges } from '../../../test/helpers/payments.ts';
import { asRider, onlineDriver } from '../../../test/helpers/rides.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

/** About 2 km north of the pickup (Western University), inside driver_radius. */
const TWO_KM_NORTH = { lat: WESTERN.lat + 0.018, lng: WESTERN.lng };

// Decision 060: one fee rule. Free until the countdown ends; the city's fee from that moment,
// wherever the driver is. A Card ride's fee goes on the ride's card, with a receipt.
describe.each(databaseKinds)('the cancellation fee rule on %s', (kind) => {
  it('owes the fee from the end of the countdown even though the driver has not moved', async () => {
    const { app, db } = await startSeededApp(kind);
    const driver = await onlineDriver(app, db, TWO_KM_NORTH);
    const ride = await rideOf(app, db, '5195554002').by(driver).accepted();
    const quote = async () =>
      cancelQuoteSchema.parse(
        (
          await asRider(app, ride.rider, endpoints.trips.cancelQuote, { trip_id: ride.tripId })
        ).json().response,
      );
    const running = await quote();
    expect(running).toMatchObject({ fee: 0, fee_after: 5, charged_to_card: false });
    expect(running.free_until).toBeGreaterThan(running.now);

    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1000);
    const over = await quote();
    expect(over).toMatchObject({ fee: 5, fee_after: 5 });
    expect(over.free_until).toBeLessThanOrEqual(over.now);

    const res = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(res.statusCode).toBe(200);
    // a cash ride: owed, shown in the unpaid-trip popup
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'cancel',
      cancel_fee: 500,
      can_fee_by: 'r',
      trip_pay_amount: 500,
      trip_pay_status: 'Unpaid',
    });
    const unpaid = await asRider(app, ride.rider, paymentEndpoints.unpaidTrip, {});
    expect(unpaid.json().response.trip).toMatchObject({ trip_id: ride.tripId, cancel_fee: 5 });
  });

  it('a Card ride: the fee is charged once to its card, the trip is paid and has a receipt', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195554005').payingBy('stripe').withCard().accepted();
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1000);
    const quote = await asRider(app, ride.rider, endpoints.trips.cancelQuote, {
      trip_id: ride.tripId,
    });
    expect(quote.json().response).toMatchObject({ fee: 5, charged_to_card: true });

    // the rider taps Submit twice: one cancellation, one charge
    const [first, second] = await Promise.all([
      updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId)),
      updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json().response).toMatchObject({
      trip_status: 'paid_cancel',
      cancel_fee: 5,
      trip_pay_status: 'Paid',
      trip_pay_pending: false,
    });
    expect((await sandboxCharges(app)).map((c) => c.amount)).toEqual([500]);
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', kind: 'cancel_fee', pay_mode: 'Card', pay_amount: 500 },
    ]);
    // nothing left to pay: no popup, and the booking form is free
    const unpaid = await asRider(app, ride.rider, paymentEndpoints.unpaidTrip, {});
    expect(unpaid.json().response.trip).toBeNull();

    const receipt = await asRider(app, ride.rider, paymentEndpoints.receipt, {
      trip_id: ride.tripId,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receiptSchema.parse(receipt.json().response)).toMatchObject({
      trip_id: ride.tripId,
      is_cancel_fee: true,
      fare: 5,
      total: 5,
      total_paid: 5,
      pay_mode: 'Card',
      card: 'Visa •••• 4242',
    });
  });

  it('a Card ride whose card is declined falls back to the unpaid-trip popup, charged nothing', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195554006')
      .payingBy('stripe')
      .withCard(CARDS.declinedOnCharge)
      .accepted();
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1000);
    const res = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(res.json().response).toMatchObject({
      trip_status: 'cancel',
      cancel_fee: 5,
      trip_pay_status: 'Unpaid',
      trip_pay_pending: false,
    });
    expect(await sandboxCharges(app)).toHaveLength(0);
    const unpaid = await asRider(app, ride.rider, paymentEndpoints.unpaidTrip, {});
    expect(unpaid.json().response.trip).toMatchObject({ trip_id: ride.tripId });
    const receipt = await asRider(app, ride.rider, paymentEndpoints.receipt, {
      trip_id: ride.tripId,
    });
    expect(receipt.statusCode).toBe(404);
  });
});
