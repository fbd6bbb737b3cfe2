import { describe, expect, it, vi } from 'vitest';
import { createPaymentIntentResponseSchema, paymentEndpoints } from '@fairfare/contracts/payments';
import { tripSchema } from '@fairfare/contracts/trips';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import {
  CARDS,
  paymentsOf,
  savedCard,
  tokenize,
  sandboxCharges,
} from '../../../test/helpers/payments.ts';
import { riderRow } from '../../../test/helpers/rows.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

const pay = paymentEndpoints.createIntent;

describe.each(databaseKinds)('paying a trip by card on %s', (kind) => {
  it('a 4242 card pays the completed trip once: Paid, dated, recorded, rider version bumped', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556001').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    const versionBefore = (await riderRow(db, ride.rider.userId)).trips_version;

    const res = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: card,
      // The spec's client sends amounts too: ignored.
      amount: 0.01,
      currency: 'usd',
    });
    expect(res.statusCode).toBe(200);
    const body = createPaymentIntentResponseSchema.parse(res.json().response);
    expect(body.paymentIntent).toMatchObject({ status: 'succeeded', amount: 30, currency: 'cad' });
    expect(body.trip).toMatchObject({ trip_pay_status: 'Paid', trip_pay_mode: 'stripe' });

    const row = await tripRow(db, ride.tripId);
    expect(row).toMatchObject({
      trip_pay_status: 'Paid',
      trip_pay_mode: 'stripe',
      pay_claimed_at: null,
    });
    expect(row.trip_pay_date).toBeGreaterThan(Date.now() - 60_000);
    expect((await riderRow(db, ride.rider.userId)).trips_version).toBeGreaterThan(versionBefore);
    const [payment, ...more] = await paymentsOf(db, ride.tripId);
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({
      user_id: ride.rider.userId,
      driver_id: ride.driver.driverId,
      kind: 'trip',
      pay_mode: 'Card',
      status: 'succeeded',
      total_amt: 3000,
      pay_amount: 3000,
      rider_amt: 3000,
      promo_amt: 0,
      commission_amt: 600,
      driver_commission_amt: 2400,
      city_id: 14,
      currency: 'CAD',
      pg_currency: 'CAD',
      exchange_rate: 1,
      currency_multiplier: 1,
      gateway_ref: body.paymentIntent.id,
      card_brand: 'visa',
      card_last4: '4242',
      settles_trip_id: ride.tripId,
    });
    expect(payment?.idempotency_key).toMatch(new RegExp(`^trip-${ride.tripId}-\\d+$`));
    expect((await sandboxCharges(app)).map((c) => c.amount)).toEqual([3000]);

    // A second payment of the paid trip is refused and charges nothing.
    const again = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: card,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment.alreadyPaid');
    expect(await sandboxCharges(app)).toHaveLength(1);
  });

  it('a declined card answers 402 with the provider text and leaves the trip Unpaid; 4242 then pays', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556002').completed();
    const declined = await tokenize(app, ride.rider, CARDS.declined);
    const res = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: declined,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'payment.cardDeclined',
      message: 'Your card was declined.',
    });
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Unpaid',
      trip_pay_date: null,
      pay_claimed_at: null,
    });
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'failed', failure_message: 'Your card was declined.', settles_trip_id: null },
    ]);

    const poor = await tokenize(app, ride.rider, CARDS.insufficient);
    const short = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: poor,
    });
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toBe('Your card has insufficient funds.');
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Unpaid');

    const good = await tokenize(app, ride.rider, CARDS.visa);
    const paid = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: good,
      save_card: true,
    });
    expect(paid.statusCode).toBe(200);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    // save_card kept the card for next time.
    const listed = await asRider(app, ride.rider, paymentEndpoints.paymentMethods, {});
    expect(listed.json().response.data).toEqual([
      { id: good, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
    ]);
  });

  it('20 concurrent pay calls for one trip make exactly one charge; the others get 409', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556003').completed();
    const card = await savedCard(app, ride.rider);
    const create = vi.spyOn(app.payments, 'createPaymentIntent');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        asRider(app, ride.rider, pay, { trip_id: ride.tripId, payment_method: card }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(['payment.inProgress', 'payment.alreadyPaid']).toContain(r.json().code);
    }
    expect(create).toHaveBeenCalledTimes(1);
    expect(await sandboxCharges(app)).toHaveLength(1);
    const succeeded = (await paymentsOf(db, ride.tripId)).filter((p) => p.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
  });

  it("refuses another rider's trip and another rider's card with 404, charging nothing", async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556004').completed();
    const stranger = await registerRider(app, '5195556005', 'Stranger');
    const strangerCard = await savedCard(app, stranger);
    const mine = await tokenize(app, ride.rider, CARDS.visa);

    const theirTrip = await asRider(app, stranger, pay, {
      trip_id: ride.tripId,
      payment_method: strangerCard,
    });
    expect(theirTrip.statusCode).toBe(404);
    const theirCard = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: strangerCard,
    });
    expect(theirCard.statusCode).toBe(404);
    const wallet = await asRider(app, stranger, paymentEndpoints.addTripTransaction, {
      trip_id: ride.tripId,
      pay_mode: 'wallet',
      confirmed_amount: 30,
    });
    expect(wallet.statusCode).toBe(404);
    expect(mine).toBeTruthy();
    expect(await sandboxCharges(app)).toHaveLength(0);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Unpaid',
      pay_claimed_at: null,
    });
  });

  it('a trip that has not ended has nothing to pay', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556006').accepted();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    const res = await asRider(app, ride.rider, pay, { trip_id: ride.tripId, payment_method: card });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('payment.nothingToPay');
    expect(await sandboxCharges(app)).toHaveLength(0);
  });

  it('a gateway outage answers 503 and releases the claim', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556007').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    vi.spyOn(app.payments, 'createPaymentIntent').mockRejectedValueOnce(new Error('ECONNRESET'));
    const res = await asRider(app, ride.rider, pay, { trip_id: ride.tripId, payment_method: card });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payment.unavailable');
    expect((await tripRow(db, ride.tripId)).pay_claimed_at).toBeNull();
    const retry = await asRider(app, ride.rider, pay, {
      trip_id: ride.tripId,
      payment_method: card,
    });
    expect(retry.statusCode).toBe(200);
    expect(tripSchema.parse(retry.json().response.trip).trip_pay_status).toBe('Paid');
  });

  it('addtriptrans records a card payment confirmed in the page (3-D Secure), once, only for its trip', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195556008').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    const intentFor = (tripId: number, confirm: boolean, key: string) =>
      app.payments.createPaymentIntent({
        amount: 3000,
        currency: 'cad',
        paymentMethod: card,
        confirm,
        description: 'test',
        metadata: { trip_id: String(tripId), user_id: String(ride.rider.userId), kind: 'trip' },
        idempotencyKey: key,
      });
    const record = (id: string) =>
      asRider(app, ride.rider, paymentEndpoints.addTripTransaction, {
        trip_id: ride.tripId,
        pay_mode: 'Card',
        payment_intent_id: id,
        total_amt: 0.01,
      });
    const waiting = await intentFor(ride.tripId, false, 'k1');
    expect((await record(waiting.id)).json().code).toBe('payment.notConfirmed');
    const otherTrip = await intentFor(ride.tripId + 1000, true, 'k2');
    expect((await record(otherTrip.id)).statusCode).toBe(404);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Unpaid');

    const confirmed = await intentFor(ride.tripId, true, 'k3');
    const res = await record(confirmed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ trip_pay_status: 'Paid', trip_pay_mode: 'stripe' });
    expect((await record(confirmed.id)).statusCode).toBe(200);
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', gateway_ref: confirmed.id, pay_amount: 3000, card_last4: '4242' },
    ]);
  });
});
