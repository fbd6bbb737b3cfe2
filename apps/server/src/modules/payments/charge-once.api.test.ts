import Stripe from 'stripe';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { paymentEndpoints, STRIPE_WEBHOOK_PATH } from '@fairfare/contracts/payments';
import { tipEndpoints } from '@fairfare/contracts/tips';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/helpers/fake-stripe.ts';
import { chargeMismatches } from '../../../test/helpers/stripe-webhooks.ts';
import { asRider, type RiderSession } from '../../../test/helpers/rides.ts';
import { tripRow } from '../../../test/helpers/booking.ts';
import {
  CARDS,
  paymentsOf,
  sandboxCharges,
  setWallet,
  tokenize,
} from '../../../test/helpers/payments.ts';
import { complete, rideOf } from '../../../test/helpers/ride-builder.ts';
import { PAY_CLAIM_TTL_MS } from './rules.ts';

// Issue 31 point 3, decision 026: a card charge of a trip or a tip is one claimed operation with
// its own idempotency key, so whatever stops it between the charge and the settle, the next one
// to look settles from that charge and nothing charges twice.

type App = Parameters<typeof asRider>[0];
type Money = 'createPaymentIntent' | 'confirmPaymentIntent';

const pay = (app: App, rider: RiderSession, tripId: number, card: string) =>
  asRider(app, rider, paymentEndpoints.createIntent, { trip_id: tripId, payment_method: card });

const addTip = (app: App, rider: RiderSession, tripId: number) =>
  asRider(app, rider, tipEndpoints.add, { trip_id: tripId, percent: 15 });

/**
 * The gateway's next `method` call goes through (a charge, or a refusal) and then never answers:
 * the process stopped between the call and the settle (its request is left hanging). Resolves
 * once the gateway has done it.
 */
function stopAfterCall(gateway: PaymentGateway, method: Money): Promise<void> {
  const real = gateway[method].bind(gateway) as (...args: unknown[]) => Promise<unknown>;
  let charged = () => {};
  const done = new Promise<void>((resolve) => (charged = resolve));
  vi.spyOn(gateway, method).mockImplementationOnce(async (...args: unknown[]) => {
    await real(...args).catch(() => undefined);
    charged();
    return new Promise<never>(() => {});
  });
  return done;
}

/** The gateway's next `method` call charges for real, and its answer is lost (the network). */
function loseAnswer(gateway: PaymentGateway, method: Money): void {
  const real = gateway[method].bind(gateway) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(gateway, method).mockImplementationOnce(async (...args: unknown[]) => {
    await real(...args);
    throw new Error('socket hang up');
  });
}

/** Moves the trip's claim, and the attempt's, back past the TTL: the time a crash takes. */
async function claimRunsOut(db: Db, tripId: number, column: 'pay_claimed_at' | 'tip_claimed_at') {
  const old = Date.now() - PAY_CLAIM_TTL_MS - 1000;
  await db
    .updateTable('trips')
    .set({ [column]: old })
    .where('trip_id', '=', tripId)
    .execute();
  await db
    .updateTable('payment_attempts')
    .set({ claimed_at: old })
    .where('trip_id', '=', tripId)
    .where('status', '=', 'open')
    .execute();
}

const openAttempts = (db: Db) =>
  db.selectFrom('payment_attempts').selectAll().where('status', '=', 'open').execute();

/** The job runner's round once the reconciliation of what is open now is due. */
const reconcile = (app: App) => app.jobs.runDue(Date.now() + 31_000);

/** Each charge of the sandbox recorded by exactly one succeeded payment of its amount. */
async function expectChargesRecorded(app: App, db: Db, tripId: number, count: number) {
  const charges = await sandboxCharges(app);
  expect(charges).toHaveLength(count);
  const records = (await paymentsOf(db, tripId)).filter((p) => p.status === 'succeeded');
  expect(records.map((p) => [p.gateway_ref, p.pay_amount]).sort()).toEqual(
    charges.map((c) => [c.intentId, c.amount]).sort(),
  );
}

describe.each(databaseKinds)('a card charge is made once, whatever stops it, on %s', (kind) => {
  it('a trip charged from the popup, stopped before its settle: retries wait, the job settles it from that charge', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557001').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void pay(app, ride.rider, ride.tripId, card);
    await charged;
    expect(await sandboxCharges(app)).toHaveLength(1);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Unpaid');

    // While its claim holds, a retry is told a payment is under way, and charges nothing.
    const early = await pay(app, ride.rider, ride.tripId, card);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('payment.inProgress');

    // The reconciliation job asks the sandbox (which sends no webhook) and settles the charge.
    await reconcile(app);
    expect(await tripRow(db, ride.tripId)).toMatchObject({
      trip_pay_status: 'Paid',
      pay_claimed_at: null,
    });
    await expectChargesRecorded(app, db, ride.tripId, 1);
    expect(await openAttempts(db)).toEqual([]);
    const late = await pay(app, ride.rider, ride.tripId, card);
    expect(late.json().code).toBe('payment.alreadyPaid');
    expect(await sandboxCharges(app)).toHaveLength(1);
  });

  it('once the stopped charge’s claim ran out, five retries at once settle it and charge nothing more', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557002').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void pay(app, ride.rider, ride.tripId, card);
    await charged;
    await claimRunsOut(db, ride.tripId, 'pay_claimed_at');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(app, ride.rider, ride.tripId, card)),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toContain('ok');
    expect(codes.filter((c) => c !== 'ok').every((c) => /inProgress|alreadyPaid/.test(c))).toBe(
      true,
    );
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    await expectChargesRecorded(app, db, ride.tripId, 1);
  });

  it('a lost answer releases the claim and the retry asks about the same key: paid, charged once', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557003').completed();
    const card = await tokenize(app, ride.rider, CARDS.visa);
    loseAnswer(app.payments, 'createPaymentIntent');
    const lost = await pay(app, ride.rider, ride.tripId, card);
    expect(lost.statusCode).toBe(503);
    expect((await tripRow(db, ride.tripId)).pay_claimed_at).toBeNull();

    // Meanwhile the wallet cannot pay it too: the card charge's outcome is not known yet.
    await setWallet(db, ride.rider.userId, 10_000);
    const wallet = await asRider(app, ride.rider, paymentEndpoints.addTripTransaction, {
      trip_id: ride.tripId,
      pay_mode: 'wallet',
      confirmed_amount: 30,
    });
    expect(wallet.json().code).toBe('payment.inProgress');

    const retry = await pay(app, ride.rider, ride.tripId, card);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().response.trip.trip_pay_status).toBe('Paid');
    await expectChargesRecorded(app, db, ride.tripId, 1);
  });

  it('a Card trip confirmed at completion whose answer was lost: paying from the popup settles from that charge', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557004').payingBy('stripe').withCard().accepted();
    loseAnswer(app.payments, 'confirmPaymentIntent');
    await complete(ride);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Unpaid');
    expect(await sandboxCharges(app)).toHaveLength(1);

    const popup = await pay(app, ride.rider, ride.tripId, ride.cardId!);
    expect(popup.statusCode).toBe(200);
    expect(popup.json().response.trip.trip_pay_status).toBe('Paid');
    await expectChargesRecorded(app, db, ride.tripId, 1);
  });

  it('a tip charged and stopped before its record: the retry waits, the job records it once (no webhook in the sandbox)', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557005').payingBy('stripe').withCard().completed();
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void addTip(app, ride.rider, ride.tripId);
    await charged;

    const early = await addTip(app, ride.rider, ride.tripId);
    expect(early.json().code).toBe('tip.inProgress');
    await reconcile(app);
    expect(await tripRow(db, ride.tripId)).toMatchObject({ tip_amount: 450, tip_percent: 15 });
    await expectChargesRecorded(app, db, ride.tripId, 2);
    expect((await addTip(app, ride.rider, ride.tripId)).json().code).toBe('tip.alreadyTipped');
    expect(await sandboxCharges(app)).toHaveLength(2);
  });

  it('once a stopped tip’s claim ran out, five tips at once record it and charge nothing more', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557006').payingBy('stripe').withCard().completed();
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void addTip(app, ride.rider, ride.tripId);
    await charged;
    await claimRunsOut(db, ride.tripId, 'tip_claimed_at');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => addTip(app, ride.rider, ride.tripId)),
    );
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect((await tripRow(db, ride.tripId)).tip_amount).toBe(450);
    await expectChargesRecorded(app, db, ride.tripId, 2);
  });

  it('a completion charge whose claim ran out while it stalled opens no attempt once the popup paid under a new claim', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557008').payingBy('stripe').withCard().accepted();
    // The completion's charge stalls before its attempt opens (reading the trip's intent) for
    // longer than its claim holds; meanwhile the rider pays from the popup under a new claim.
    const retrieve = app.payments.retrievePaymentIntent.bind(app.payments);
    let popup: Awaited<ReturnType<typeof pay>> | undefined;
    vi.spyOn(app.payments, 'retrievePaymentIntent').mockImplementationOnce(async (id) => {
      await claimRunsOut(db, ride.tripId, 'pay_claimed_at');
      popup = await pay(app, ride.rider, ride.tripId, ride.cardId!);
      return retrieve(id);
    });
    await complete(ride);
    expect(popup?.statusCode).toBe(200);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    await expectChargesRecorded(app, db, ride.tripId, 1);
    expect(await openAttempts(db)).toEqual([]);
  });

  it('a card refusal the job finds closes the attempt and frees the trip for another card', async () => {
    const { app, db } = await startSeededApp(kind);
    const ride = await rideOf(app, db, '5195557007').completed();
    const declined = await tokenize(app, ride.rider, CARDS.declined);
    // The refusal happened, but its answer never came back.
    const stopped = stopAfterCall(app.payments, 'createPaymentIntent');
    void pay(app, ride.rider, ride.tripId, declined);
    await stopped;
    expect(await openAttempts(db)).toHaveLength(1);
    await reconcile(app);
    expect(await openAttempts(db)).toEqual([]);
    expect((await tripRow(db, ride.tripId)).pay_claimed_at).toBeNull();
    const visa = await tokenize(app, ride.rider, CARDS.visa);
    expect((await pay(app, ride.rider, ride.tripId, visa)).statusCode).toBe(200);
    await expectChargesRecorded(app, db, ride.tripId, 1);
  });
});

const WEBHOOK_SECRET = 'whsec_charge_once';

/** The app with the Stripe gateway, its SDK pointed at a fake Stripe of the test's own. */
async function stripeApp(kind: 'sqlite' | 'postgres') {
  const fake = await startFakeStripe();
  onTestFinished(() => fake.close());
  const started = await startSeededApp(kind, {
    payments: {
      stripe: {
        secretKey: fake.secretKey,
        publishableKey: 'pk_test_charge_once',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      },
    },
  });
  return { ...started, fake };
}

/** Stripe's signed payment_intent.succeeded for each intent the fake charged; the outcomes. */
async function deliverWebhooks(app: App, fake: FakeStripe): Promise<string[]> {
  const outcomes = [];
  for (const charge of fake.charges) {
    const payload = JSON.stringify({
      id: `evt_${charge.intent}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: fake.paymentIntent(charge.intent) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await app.inject({
      method: 'POST',
      url: API_BASE + STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode).toBe(200);
    outcomes.push(String(res.json().response.outcome));
  }
  return outcomes;
}

describe.each(databaseKinds)('a Stripe charge is made once, whatever stops it, on %s', (kind) => {
  it('stopped before its settle: the job settles it without the webhook; the webhook after it changes nothing', async () => {
    const { app, db, fake } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195557101').completed();
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void pay(app, ride.rider, ride.tripId, 'pm_card_visa');
    await charged;
    expect(fake.charges).toHaveLength(1);
    expect((await pay(app, ride.rider, ride.tripId, 'pm_card_visa')).statusCode).toBe(409);

    await reconcile(app);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    expect(await chargeMismatches(db, fake)).toEqual([]);
    expect(await deliverWebhooks(app, fake)).toEqual(['settled']);
    expect(fake.charges).toHaveLength(1);
    expect(await chargeMismatches(db, fake)).toEqual([]);
  });

  it('stopped before its settle: the webhook settles it and closes its attempt, and the job charges nothing', async () => {
    const { app, db, fake } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195557102').completed();
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void pay(app, ride.rider, ride.tripId, 'pm_card_visa');
    await charged;
    expect(await deliverWebhooks(app, fake)).toEqual(['settled']);
    expect(await openAttempts(db)).toEqual([]);
    await reconcile(app);
    expect((await tripRow(db, ride.tripId)).trip_pay_status).toBe('Paid');
    expect(fake.charges).toHaveLength(1);
    expect(await chargeMismatches(db, fake)).toEqual([]);
  });

  it('a lost answer, then the retry: the same key is replayed to Stripe and the trip is paid once', async () => {
    const { app, db, fake } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195557103').completed();
    loseAnswer(app.payments, 'createPaymentIntent');
    expect((await pay(app, ride.rider, ride.tripId, 'pm_card_visa')).statusCode).toBe(503);
    const retry = await pay(app, ride.rider, ride.tripId, 'pm_card_visa');
    expect(retry.statusCode).toBe(200);
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(fake.charges).toHaveLength(1);
    expect(await chargeMismatches(db, fake)).toEqual([]);
  });

  it('a tip charged and stopped before its record: the job records it once', async () => {
    const { app, db, fake } = await stripeApp(kind);
    const ride = await rideOf(app, db, '5195557104').completed();
    const card = await fake.makeCard();
    const paid = await asRider(app, ride.rider, paymentEndpoints.createIntent, {
      trip_id: ride.tripId,
      payment_method: card,
      save_card: true,
    });
    expect(paid.statusCode).toBe(200);
    const charged = stopAfterCall(app.payments, 'createPaymentIntent');
    void addTip(app, ride.rider, ride.tripId);
    await charged;
    expect(fake.charges).toHaveLength(2);
    await reconcile(app);
    expect((await tripRow(db, ride.tripId)).tip_amount).toBe(450);
    expect(await chargeMismatches(db, fake)).toEqual([]);
  });
});
