import { describe, expect, it, vi } from 'vitest';
import { paymentEndpoints, walletTopUpResponseSchema } from '@fairfare/contracts/payments';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import {
  CARDS,
  paymentsOf,
  savedCard,
  setWallet,
  tokenize,
  sandboxCharges,
} from '../../../test/helpers/payments.ts';
import { riderRow } from '../../../test/helpers/rows.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

const addTrans = paymentEndpoints.addTripTransaction;

async function ledgerOf(db: Parameters<typeof riderRow>[0], userId: number) {
  return db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).execute();
}

// Cash is confirmed by the driver, not paid by the rider: cash.api.test.ts.
describe.each(databaseKinds)('wallet on %s', (kind) => {
  it('a wallet short of the amount is refused and nothing changes', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558001').completed();
    await setWallet(db, ride.rider.userId, 2999);
    const tripBefore = await tripRow(db, ride.tripId);
    const res = await asRider(app, ride.rider, addTrans, {
      trip_id: ride.tripId,
      pay_mode: 'wallet',
      confirmed_amount: 30,
      total_amt: 0.01,
      pay_amount: 0.01,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'payment.insufficientWallet',
      message: 'Insufficient wallet amount',
    });
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(2999);
    expect(await tripRow(db, ride.tripId)).toEqual(tripBefore);
    expect(await paymentsOf(db, ride.tripId)).toEqual([]);
    expect(await ledgerOf(db, ride.rider.userId)).toEqual([]);
  });

  it('a wallet that covers the trip pays it once, even under 20 concurrent calls', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558002').completed();
    await setWallet(db, ride.rider.userId, 10_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        asRider(app, ride.rider, addTrans, {
          trip_id: ride.tripId,
          pay_mode: 'wallet',
          confirmed_amount: 30,
          total_amt: 0.01,
          commission_amt: 0,
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(ok[0]?.json()).toMatchObject({
      message: 'Payment successful.',
      response: { trip_pay_status: 'Paid', trip_pay_mode: 'wallet' },
    });
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(7000);
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      {
        pay_mode: 'wallet',
        status: 'succeeded',
        pay_amount: 3000,
        commission_amt: 600,
        driver_commission_amt: 2400,
      },
    ]);
    expect(await ledgerOf(db, ride.rider.userId)).toMatchObject([
      { amount: -3000, balance_after: 7000, trip_id: ride.tripId },
    ]);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Paid',
      trip_pay_mode: 'wallet',
    });
  });

  it('pays only the amount the rider confirmed: none or another is refused and nothing changes', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558003').completed();
    await setWallet(db, ride.rider.userId, 10_000);
    const tripBefore = await tripRow(db, ride.tripId);
    const missing = await asRider(app, ride.rider, addTrans, {
      trip_id: ride.tripId,
      pay_mode: 'wallet',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'payment.confirmAmount',
      message: 'Please confirm the amount to pay from your wallet.',
    });
    // The page showed an older amount (29.99 or 30.01 for the 30.00 due), or sent nonsense.
    for (const confirmed of [29.99, '30.01', 0]) {
      const other = await asRider(app, ride.rider, addTrans, {
        trip_id: ride.tripId,
        pay_mode: 'wallet',
        confirmed_amount: confirmed,
      });
      expect(other.statusCode, String(confirmed)).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'payment.amountChanged',
        message: 'The amount due is now 30.00 CAD. Please check it and confirm again.',
        params: { amount: '30.00', currency: 'CAD' },
      });
    }
    for (const bad of [-1, 'thirty', null]) {
      const res = await asRider(app, ride.rider, addTrans, {
        trip_id: ride.tripId,
        pay_mode: 'wallet',
        confirmed_amount: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('payment.confirmAmount');
    }
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(10_000);
    expect(await tripRow(db, ride.tripId)).toEqual(tripBefore);
    expect(await paymentsOf(db, ride.tripId)).toEqual([]);
    expect(await ledgerOf(db, ride.rider.userId)).toEqual([]);

    const paid = await asRider(app, ride.rider, addTrans, {
      trip_id: ride.tripId,
      pay_mode: 'wallet',
      confirmed_amount: '30.00',
    });
    expect(paid.statusCode).toBe(200);
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(7000);
  });

  it('a card top-up credits the wallet once; the amount must be within bounds', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558005').completed();
    const card = await savedCard(app, ride.rider);
    const res = await asRider(app, ride.rider, paymentEndpoints.walletIntent, {
      amount: 25.5,
      payment_method: card,
    });
    expect(res.statusCode).toBe(200);
    const body = walletTopUpResponseSchema.parse(res.json().response);
    expect(body).toMatchObject({
      u_wallet: 25.5,
      paymentIntent: { status: 'succeeded', amount: 25.5, currency: 'cad' },
    });
    expect(body.client_secret).toContain('_secret_');
    const topUps = await db
      .selectFrom('payments')
      .selectAll()
      .where('kind', '=', 'wallet_topup')
      .execute();
    expect(topUps).toMatchObject([
      { user_id: ride.rider.userId, pay_amount: 2550, status: 'succeeded', card_last4: '4242' },
    ]);
    // Recording the same intent again (the page after 3-D Secure, or the webhook) adds nothing.
    const replay = await asRider(app, ride.rider, paymentEndpoints.addWalletTransaction, {
      payment_intent_id: body.paymentIntent.id,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().response).toEqual({ u_wallet: 25.5 });
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(2550);
    expect(await sandboxCharges(app)).toHaveLength(1);

    // Strict: only numbers and plain decimal text ("0x10" once added 16, [10] added 10).
    for (const amount of [4.99, 500.01, 'x', '0x10', [10], ' 12 ', true, null, '1e2']) {
      const bad = await asRider(app, ride.rider, paymentEndpoints.walletIntent, {
        amount,
        payment_method: card,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'payment.topUpRange',
        message: 'Please enter an amount between 5 and 500.',
        params: { min: 5, max: 500 },
      });
    }
    const declined = await tokenize(app, ride.rider, CARDS.declined);
    const refused = await asRider(app, ride.rider, paymentEndpoints.walletIntent, {
      amount: 10,
      payment_method: declined,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Your card was declined.');
    expect((await riderRow(db, ride.rider.userId)).u_wallet).toBe(2550);
    expect(await sandboxCharges(app)).toHaveLength(1);
  });

  it('a top-up intent of another rider is not credited (404)', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195558006').completed();
    const other = { rider: await registerRider(app, '5195558007', 'Other') };
    const card = await savedCard(app, ride.rider);
    const spy = vi.spyOn(app.payments, 'createPaymentIntent');
    await asRider(app, ride.rider, paymentEndpoints.walletIntent, {
      amount: 10,
      payment_method: card,
    });
    const intent = await spy.mock.results[0]?.value;
    const res = await asRider(app, other.rider, paymentEndpoints.addWalletTransaction, {
      payment_intent_id: intent.id,
    });
    expect(res.statusCode).toBe(404);
    expect((await riderRow(db, other.rider.userId)).u_wallet).toBe(0);
  });
});
