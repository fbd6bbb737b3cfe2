import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../../../test/helpers/databases.ts';
import { startFakeStripe } from '../../../test/helpers/fake-stripe.ts';
import {
  CardError,
  RequestRefusedError,
  type CreateIntentInput,
  type PaymentGateway,
} from './gateway.ts';
import { SandboxGateway } from './sandbox.ts';
import { StripeGateway } from './stripe.ts';

/**
 * What every PaymentGateway does, checked on the sandbox and on the Stripe adapter talking to
 * the fake Stripe server: the payments module must not be able to tell them apart.
 */

const VISA = '4242424242424242';
const DECLINED = '4000000000000002';
const NO_FUNDS = '4000000000009995';

interface Subject {
  gateway: PaymentGateway;
  /** A tokenized card, as the browser would make it (Stripe.js or the sandbox form). */
  makeCard(number: string): Promise<string>;
  /** How many charges really went through at the provider. */
  chargeCount(): Promise<number>;
  /** What the provider really refunded, in minor units. */
  refundedTotal(): Promise<number>;
  close(): Promise<void>;
}

const expYear = new Date().getUTCFullYear() + 3;

const subjects: Array<[string, () => Promise<Subject>]> = [
  // The sandbox keeps its state in the app's database (decision 023): checked on each kind.
  ...databaseKinds.map((kind): [string, () => Promise<Subject>] => [
    `sandbox on ${kind}`,
    async () => {
      const database = await freshDatabase(kind);
      const gateway = new SandboxGateway({ db: database.db });
      return {
        gateway,
        makeCard: async (number) =>
          (await gateway.createPaymentMethod({ number, expMonth: 12, expYear, cvc: '123' })).id,
        chargeCount: async () => (await gateway.charges()).length,
        refundedTotal: async () =>
          (await gateway.refunds()).reduce((sum, refund) => sum + refund.amount, 0),
        close: () => database.close(),
      };
    },
  ]),
  [
    'stripe (fake server)',
    async () => {
      const fake = await startFakeStripe();
      const gateway = new StripeGateway({
        secretKey: fake.secretKey,
        publishableKey: 'pk_test_fake',
        webhookSecret: 'whsec_test',
        apiUrl: fake.url,
      });
      return {
        gateway,
        makeCard: (number) => fake.makeCard(number, expYear),
        chargeCount: async () => fake.charges.length,
        refundedTotal: async () => fake.refunds.reduce((sum, refund) => sum + refund.amount, 0),
        close: () => fake.close(),
      };
    },
  ],
];

async function failure(promise: Promise<unknown>): Promise<Error> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return err as Error;
}

describe.each(subjects)('PaymentGateway contract: %s', (_name, make) => {
  let subject: Subject | undefined;
  afterEach(async () => {
    await subject?.close();
    subject = undefined;
  });
  const open = async () => {
    subject = await make();
    return subject;
  };
  const rider = (gateway: PaymentGateway) =>
    gateway.createCustomer({ riderId: 7, name: 'Ada Rider', phone: '+15195550101' });
  const intentInput = (over: Partial<CreateIntentInput> = {}): CreateIntentInput => ({
    amount: 1250,
    currency: 'cad',
    confirm: true,
    description: 'Ride 42',
    metadata: { trip_id: '42' },
    idempotencyKey: `key-${Math.random()}`,
    ...over,
  });

  it('creates a distinct customer for each rider', async () => {
    const { gateway } = await open();
    const a = await rider(gateway);
    const b = await rider(gateway);
    expect(a.id).toMatch(/^cus_/);
    expect(b.id).not.toBe(a.id);
  });

  it('saves a card on a customer and removes it again', async () => {
    const { gateway, makeCard } = await open();
    const { id: customer } = await rider(gateway);
    const pm = await makeCard(VISA);
    const expected = { brand: 'visa', last4: '4242', expMonth: 12, expYear };

    expect(await gateway.retrievePaymentMethod(pm)).toEqual({
      id: pm,
      customer: null,
      card: expected,
    });
    expect(await gateway.attachPaymentMethod(customer, pm)).toEqual({
      id: pm,
      customer,
      card: expected,
    });
    expect((await gateway.retrievePaymentMethod(pm))?.customer).toBe(customer);

    await gateway.detachPaymentMethod(pm);
    expect((await gateway.retrievePaymentMethod(pm))?.customer).toBeNull();
  });

  it('knows no payment method or intent it never made', async () => {
    const { gateway } = await open();
    expect(await gateway.retrievePaymentMethod('pm_unknown')).toBeUndefined();
    expect(await gateway.retrievePaymentIntent('pi_unknown')).toBeUndefined();
  });

  it('refuses to attach a card that belongs to another customer', async () => {
    const { gateway, makeCard } = await open();
    const first = await rider(gateway);
    const second = await rider(gateway);
    const pm = await makeCard(VISA);
    await gateway.attachPaymentMethod(first.id, pm);
    const err = await failure(gateway.attachPaymentMethod(second.id, pm));
    expect(err).not.toBeInstanceOf(CardError);
    expect((await gateway.retrievePaymentMethod(pm))?.customer).toBe(first.id);
  });

  it('refuses to save a declined card, with the decline', async () => {
    const { gateway, makeCard } = await open();
    const { id: customer } = await rider(gateway);
    const pm = await makeCard(DECLINED);
    const err = await failure(gateway.attachPaymentMethod(customer, pm));
    expect(err).toBeInstanceOf(CardError);
    expect(err.message).toBe('Your card was declined.');
    expect((err as CardError).code).toBe('card_declined');
    expect((await gateway.retrievePaymentMethod(pm))?.customer).toBeNull();
  });

  it('charges a saved card off-session', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const { id: customer } = await rider(gateway);
    const pm = await makeCard(VISA);
    await gateway.attachPaymentMethod(customer, pm);

    const intent = await gateway.createPaymentIntent(
      intentInput({ customer, paymentMethod: pm, offSession: true }),
    );
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      status: 'succeeded',
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      amount: 1250,
      currency: 'cad',
      customer,
      paymentMethod: pm,
      metadata: { trip_id: '42' },
      lastError: null,
    });
    expect(await gateway.retrievePaymentIntent(intent.id)).toEqual(intent);
    expect(await chargeCount()).toBe(1);
  });

  it.each([
    [DECLINED, 'Your card was declined.', 'card_declined'],
    [NO_FUNDS, 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('fails to charge %s with the provider’s message and code', async (number, message, code) => {
    const { gateway, makeCard, chargeCount } = await open();
    const pm = await makeCard(number);
    const err = await failure(gateway.createPaymentIntent(intentInput({ paymentMethod: pm })));
    expect(err).toBeInstanceOf(CardError);
    expect(err.message).toBe(message);
    const cardErr = err as CardError;
    expect(cardErr.code).toBe(code);
    expect(cardErr.intentId).toMatch(/^pi_/);
    expect(await gateway.retrievePaymentIntent(cardErr.intentId!)).toMatchObject({
      status: 'requires_payment_method',
      lastError: message,
      paymentMethod: null,
    });
    expect(await chargeCount()).toBe(0);
  });

  it('answers the same intent for the same idempotency key and charges once', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const pm = await makeCard(VISA);
    const input = intentInput({ paymentMethod: pm, idempotencyKey: 'trip-42-charge' });
    const first = await gateway.createPaymentIntent(input);
    const again = await gateway.createPaymentIntent(input);
    expect(again).toEqual(first);
    expect(await chargeCount()).toBe(1);
  });

  it('answers the same card error for the same idempotency key', async () => {
    const { gateway, makeCard } = await open();
    const pm = await makeCard(DECLINED);
    const input = intentInput({ paymentMethod: pm, idempotencyKey: 'trip-43-charge' });
    const first = (await failure(gateway.createPaymentIntent(input))) as CardError;
    const again = (await failure(gateway.createPaymentIntent(input))) as CardError;
    expect(again).toBeInstanceOf(CardError);
    expect([again.message, again.code, again.intentId]).toEqual([
      first.message,
      first.code,
      first.intentId,
    ]);
  });

  it('refuses an idempotency key reused with other parameters', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const pm = await makeCard(VISA);
    await gateway.createPaymentIntent(intentInput({ paymentMethod: pm, idempotencyKey: 'k' }));
    const err = await failure(
      gateway.createPaymentIntent(
        intentInput({ paymentMethod: pm, idempotencyKey: 'k', amount: 999 }),
      ),
    );
    expect(err).not.toBeInstanceOf(CardError);
    expect(await chargeCount()).toBe(1);
  });

  it('confirms a waiting intent, once per idempotency key', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const waiting = await gateway.createPaymentIntent(intentInput({ confirm: false }));
    expect(waiting).toMatchObject({ status: 'requires_payment_method', paymentMethod: null });
    expect(await chargeCount()).toBe(0);

    const pm = await makeCard(VISA);
    const confirm = { paymentMethod: pm, idempotencyKey: 'confirm-1' };
    const paid = await gateway.confirmPaymentIntent(waiting.id, confirm);
    expect(paid).toMatchObject({ id: waiting.id, status: 'succeeded', paymentMethod: pm });
    expect(await gateway.confirmPaymentIntent(waiting.id, confirm)).toEqual(paid);
    expect(await chargeCount()).toBe(1);
  });

  it('waits for confirmation when created with a card but no confirm', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const pm = await makeCard(VISA);
    const waiting = await gateway.createPaymentIntent(
      intentInput({ confirm: false, paymentMethod: pm }),
    );
    expect(waiting).toMatchObject({ status: 'requires_confirmation', paymentMethod: pm });
    expect(await chargeCount()).toBe(0);
  });

  it('takes another card after a decline', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const bad = await makeCard(NO_FUNDS);
    const err = (await failure(
      gateway.createPaymentIntent(intentInput({ paymentMethod: bad })),
    )) as CardError;
    const good = await makeCard(VISA);
    const paid = await gateway.confirmPaymentIntent(err.intentId!, {
      paymentMethod: good,
      idempotencyKey: 'retry-1',
    });
    expect(paid).toMatchObject({ status: 'succeeded', lastError: null, paymentMethod: good });
    expect(await chargeCount()).toBe(1);
  });

  it('cancels a waiting intent but not a paid one', async () => {
    const { gateway, makeCard } = await open();
    const waiting = await gateway.createPaymentIntent(intentInput({ confirm: false }));
    await gateway.cancelPaymentIntent(waiting.id);
    expect((await gateway.retrievePaymentIntent(waiting.id))?.status).toBe('canceled');

    const pm = await makeCard(VISA);
    const paid = await gateway.createPaymentIntent(intentInput({ paymentMethod: pm }));
    const err = await failure(gateway.cancelPaymentIntent(paid.id));
    expect(err).not.toBeInstanceOf(CardError);
    expect((await gateway.retrievePaymentIntent(paid.id))?.status).toBe('succeeded');
  });

  it('cannot confirm a canceled intent', async () => {
    const { gateway, makeCard, chargeCount } = await open();
    const waiting = await gateway.createPaymentIntent(intentInput({ confirm: false }));
    await gateway.cancelPaymentIntent(waiting.id);
    const pm = await makeCard(VISA);
    await failure(
      gateway.confirmPaymentIntent(waiting.id, { paymentMethod: pm, idempotencyKey: 'c' }),
    );
    expect(await chargeCount()).toBe(0);
  });

  it('refunds part of a charge, then the rest, never more than was charged', async () => {
    const { gateway, makeCard, refundedTotal } = await open();
    const pm = await makeCard(VISA);
    const paid = await gateway.createPaymentIntent(intentInput({ paymentMethod: pm }));
    const refund = (amount: number, key: string) =>
      gateway.refundPayment({
        intentId: paid.id,
        amount,
        metadata: { reason: 'late driver' },
        idempotencyKey: key,
      });

    const part = await refund(450, 'refund-1');
    expect(part).toEqual({
      id: expect.stringMatching(/^re_/),
      intentId: paid.id,
      amount: 450,
      currency: 'cad',
      status: 'succeeded',
    });
    const tooMuch = await failure(refund(801, 'refund-2'));
    expect(tooMuch).toBeInstanceOf(RequestRefusedError);
    expect(await refundedTotal()).toBe(450);
    await refund(800, 'refund-3');
    expect(await refundedTotal()).toBe(1250);
    await failure(refund(1, 'refund-4'));
    expect(await refundedTotal()).toBe(1250);
  });

  it('answers the same refund for the same idempotency key and refunds once', async () => {
    const { gateway, makeCard, refundedTotal } = await open();
    const pm = await makeCard(VISA);
    const paid = await gateway.createPaymentIntent(intentInput({ paymentMethod: pm }));
    const input = { intentId: paid.id, amount: 300, metadata: {}, idempotencyKey: 'refund-a' };
    const first = await gateway.refundPayment(input);
    expect(await gateway.refundPayment(input)).toEqual(first);
    expect(await refundedTotal()).toBe(300);
  });

  it('refuses to refund an intent that was never charged', async () => {
    const { gateway, refundedTotal } = await open();
    const waiting = await gateway.createPaymentIntent(intentInput({ confirm: false }));
    await failure(
      gateway.refundPayment({
        intentId: waiting.id,
        amount: 100,
        metadata: {},
        idempotencyKey: 'r',
      }),
    );
    expect(await refundedTotal()).toBe(0);
  });
});
