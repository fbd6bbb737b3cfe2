import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { paymentEndpoints, STRIPE_WEBHOOK_PATH } from '@fairfare/contracts/payments';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/helpers/fake-stripe.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import { paymentsOf } from '../../../test/helpers/payments.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';

const WEBHOOK_SECRET = 'whsec_test_payments';

let fake: FakeStripe | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** The app with the Stripe gateway, its SDK pointed at the local fake Stripe. */
async function stripeApp(kind: 'sqlite' | 'postgres') {
  fake = await startFakeStripe();
  return startSeededApp(kind, {
    payments: {
      stripe: {
        secretKey: fake.secretKey,
        publishableKey: 'pk_test_payments',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      },
    },
  });
}

function succeededEvent(metadata: Record<string, string>, amount: number) {
  return JSON.stringify({
    id: 'evt_payments_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2026-10-28.endive',
    created: 1_900_000_000,
    livemode: false,
    data: {
      object: {
        id: 'pi_webhook_1',
        object: 'payment_intent',
        amount,
        currency: 'cad',
        status: 'succeeded',
        client_secret: 'pi_webhook_1_secret_x',
        customer: null,
        payment_method: null,
        metadata,
        last_payment_error: null,
        livemode: false,
      },
    },
  });
}

const url = API_BASE + STRIPE_WEBHOOK_PATH;

/** The webhook call with the signature the provider would send. */
function postSigned(app: FastifyInstance, payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe.each(databaseKinds)('Stripe mode on %s', (kind) => {
  it('refuses a webhook whose signature does not verify, and one without a signature', async () => {
    const { app, db } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195550101').completed();
    const payload = succeededEvent(
      { trip_id: String(ride.tripId), user_id: String(ride.rider.userId), kind: 'trip' },
      3000,
    );
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    for (const headers of [{ 'stripe-signature': forged }, {}]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'payment.webhookSignature',
        message: 'The webhook signature is not valid.',
      });
    }
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Unpaid');
    expect(await paymentsOf(db, ride.tripId)).toEqual([]);
  });

  it('a signed payment_intent.succeeded pays its trip once, however often it comes', async () => {
    const { app, db } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195550102').completed();
    const payload = succeededEvent(
      { trip_id: String(ride.tripId), user_id: String(ride.rider.userId), kind: 'trip' },
      3000,
    );
    // The provider may send an event more than once.
    for (let i = 0; i < 2; i++) expect((await postSigned(app, payload)).statusCode).toBe(200);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Paid',
      trip_pay_mode: 'stripe',
    });
    expect(await paymentsOf(db, ride.tripId)).toMatchObject([
      { status: 'succeeded', gateway_ref: 'pi_webhook_1', pay_amount: 3000 },
    ]);
  });

  it("a signed tip intent's success records the tip of its paid trip once (a tip charged, not recorded)", async () => {
    const { app, db } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195550104').completed();
    const paid = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
      trip_id: ride.tripId,
      payment_method: 'pm_card_visa',
    });
    expect(paid.statusCode).toBe(200);
    const payload = succeededEvent(
      {
        trip_id: String(ride.tripId),
        user_id: String(ride.rider.userId),
        kind: 'tip',
        tip_percent: '10',
      },
      300,
    );
    // The provider may send an event more than once.
    for (let i = 0; i < 2; i++) expect((await postSigned(app, payload)).statusCode).toBe(200);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Paid',
      tip_amount: 300,
      tip_percent: 10,
    });
    expect((await paymentsOf(db, ride.tripId)).map((p) => [p.kind, p.gateway_ref])).toEqual([
      ['trip', expect.stringMatching(/^pi_/)],
      ['tip', 'pi_webhook_1'],
    ]);
  });

  it('getstripekey gives the publishable key, there is no sandbox tokenizer, and a card pays', async () => {
    const { app, db } = await stripeApp(kind);
    const key = await app.inject({ method: 'POST', url: API_BASE + paymentEndpoints.stripeKey });
    expect(key.json().response).toEqual({ stripe_p_key: 'pk_test_payments', mode: 'stripe' });

    const ride = await rideOf(app, db, '5195550103').completed();
    const tokenize = await asRider(app, ride.rider, paymentEndpoints.sandboxPaymentMethod, {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 34,
      cvc: '123',
    });
    expect(tokenize.statusCode).toBe(404);

    const res = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
      trip_id: ride.tripId,
      payment_method: 'pm_card_visa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.paymentIntent.status).toBe('succeeded');
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    expect(fake?.charges.map((c) => c.amount)).toEqual([3000]);
  });
});
