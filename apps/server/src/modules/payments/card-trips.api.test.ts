import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { paymentEndpoints } from '@fairfare/contracts/payments';
import type { SandboxGateway } from '../../adapters/payments/sandbox.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asRider, offer, onlineDriver, savedRide } from '../../../test/helpers/rides.ts';
import { tripRow, updateTrip } from '../../../test/helpers/booking.ts';
import { acceptedAgo, CANCEL_TIMER_MS, riderCancel } from '../../../test/helpers/cancel.ts';
import { CARDS, paymentsOf, savedCard } from '../../../test/helpers/payments.ts';
import { rideOf, complete } from '../../../test/helpers/ride-builder.ts';

describe.each(databaseKinds)('card trips on %s', (kind) => {
  it('a Card trip accepted with a saved card gets its intent at accept and is charged at completion', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195559001').payingBy('stripe').withCard().accepted();
    const card = ride.cardId;
    const accepted = await tripRow(db, ride.tripId);
    expect(accepted.payment_card_id).toBe(card);
    expect(accepted.payment_intent_id).toMatch(/^pi_/);
    const sandbox = app.payments as SandboxGateway;
    expect(await sandbox.retrievePaymentIntent(accepted.payment_intent_id ?? '')).toMatchObject({
      status: 'requires_confirmation',
      amount: 3000,
      metadata: { trip_id: String(ride.tripId), kind: 'trip' },
    });
    expect(await sandbox.charges()).toHaveLength(0);

    await complete(ride);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'completed',
      trip_pay_status: 'Paid',
      trip_pay_mode: 'stripe',
    });
    // The intent made at accept is the one charged, once.
    expect(await sandbox.charges()).toEqual([
      expect.objectContaining({ intentId: accepted.payment_intent_id, amount: 3000 }),
    ]);
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', pay_mode: 'Card', kind: 'trip', card_last4: '4242' },
    ]);
  });

  it('while its saved card is being charged, a completed Card trip shows a payment under way, not payable', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195559006').payingBy('stripe').withCard().accepted();
    const card = ride.cardId;
    // Hold the gateway's charge until the rider has looked at the trip.
    const sandbox = app.payments as SandboxGateway;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const charging = new Promise<void>((resolve) => (reached = resolve));
    const confirm = sandbox.confirmPaymentIntent.bind(sandbox);
    vi.spyOn(sandbox, 'confirmPaymentIntent').mockImplementation(async (...args) => {
      reached();
      await held;
      return confirm(...args);
    });
    const completing = complete(ride);
    await charging;

    const seen = await asRider(app, ride.rider, endpoints.trips.list, {
      statuses: ['completed'],
    });
    expect(seen.json().response.trips[0]).toMatchObject({
      trip_id: ride.tripId,
      trip_status: 'completed',
      trip_pay_status: 'Unpaid',
      trip_pay_pending: true,
    });
    const pay = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
      trip_id: ride.tripId,
      payment_method: card,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('payment.inProgress');

    release();
    await completing;
    const after = await asRider(app, ride.rider, endpoints.trips.list, { statuses: ['completed'] });
    expect(after.json().response.trips[0]).toMatchObject({
      trip_pay_status: 'Paid',
      trip_pay_pending: false,
    });
    expect(await sandbox.charges()).toHaveLength(1);
  });

  it("the most recently saved card is used when none is named; another rider's card is 404", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await savedRide(app, db, '5195559002', { trip_pay_mode: 'stripe' });
    const stranger = await registerRider(app, '5195559003', 'Stranger');
    const theirs = await savedCard(app, stranger);
    const mine = await savedCard(app, ride.rider);
    const driver = await onlineDriver(app, db);
    await offer(app, driver, ride.tripId, 30);
    const accept = (extra: object) =>
      asRider(app, ride.rider, endpoints.trips.accept, {
        trip_id: ride.tripId,
        driver_id: driver.driverId,
        ...extra,
      });
    expect((await accept({ payment_card_id: theirs })).statusCode).toBe(404);
    expect((await tripRow(db, ride.tripId)).trip_status).toBe('offer');
    const res = await accept({});
    expect(res.statusCode).toBe(200);
    expect(res.json().response.payment_card_id).toBe(mine);
  });

  it('a declined card at completion leaves the trip Unpaid for the popup; the driver call succeeds', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195559004')
      .payingBy('stripe')
      .withCard(CARDS.declinedOnCharge)
      .accepted();
    await complete(ride);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_status: 'completed',
      trip_pay_status: 'Unpaid',
      pay_claimed_at: null,
    });
    // The rider's polls see the payment is no longer under way: the popup offers to pay.
    const seen = await asRider(app, ride.rider, endpoints.trips.list, { statuses: ['completed'] });
    expect(seen.json().response.trips[0]).toMatchObject({ trip_pay_pending: false });
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'failed', failure_message: 'Your card was declined.' },
    ]);
  });

  it("a rider's cancellation fee on a Card trip is charged to its card", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195559005').payingBy('stripe').withCard().accepted();
    await acceptedAgo(db, ride.tripId, CANCEL_TIMER_MS + 1);
    const res = await updateTrip(app, ride.rider.cookie, riderCancel(ride.tripId));
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      trip_status: 'paid_cancel',
      cancel_fee: 5,
      trip_pay_status: 'Paid',
    });
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', kind: 'cancel_fee', pay_amount: 500, total_amt: 500 },
    ]);
    const sandbox = app.payments as SandboxGateway;
    expect((await sandbox.charges()).map((c) => c.amount)).toEqual([500]);
    // The 30.00 intent made at accept was released.
    const first = (await tripRow(db, ride.tripId)).payment_intent_id ?? '';
    expect((await sandbox.retrievePaymentIntent(first))?.status).toBe('canceled');
  });
});
