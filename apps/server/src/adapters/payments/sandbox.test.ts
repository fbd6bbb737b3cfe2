import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testConfig } from '../../config.ts';
import { createDatabase, type Db } from '../../db/database.ts';
import { databaseKinds, freshDatabase } from '../../../test/helpers/databases.ts';
import { createGateway } from './create-gateway.ts';
import { CardError, type CreateIntentInput } from './gateway.ts';
import { SandboxGateway } from './sandbox.ts';
import { StripeGateway } from './stripe.ts';
import { cardBrand, luhnValid } from './test-cards.ts';

/** 15 March 2030, noon UTC. */
const NOW = Date.UTC(2030, 2, 15, 12);
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };

/** A database of the test's own (closed when it ends). */
async function database(): Promise<Db> {
  const { db, close } = await freshDatabase('sqlite');
  onTestFinished(close);
  return db;
}

async function sandbox(now = () => NOW) {
  return new SandboxGateway({ db: await database(), now });
}

async function cardError(promise: Promise<unknown>): Promise<CardError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CardError);
  return err as CardError;
}

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2721000000000004', 'unknown'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['6011111111111117', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('SandboxGateway tokenizing', () => {
  it('keeps brand, last 4 and expiry, and ids look like the sandbox’s', async () => {
    const pm = await (
      await sandbox()
    ).createPaymentMethod({ ...card, number: '5555-5555-5555-4444' });
    expect(pm).toEqual({
      id: expect.stringMatching(/^pm_sb_[0-9a-f]{24}$/),
      customer: null,
      card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2031 },
    });
    expect(JSON.stringify(pm)).not.toContain('5555555555554444');
  });

  it.each(['4242424242424241', '4242', '4242 4242 4242 424x', ''])(
    'refuses the number %j',
    async (number) => {
      const err = await cardError((await sandbox()).createPaymentMethod({ ...card, number }));
      expect(err.message).toBe('Your card number is invalid.');
      expect(err.code).toBe('incorrect_number');
    },
  );

  it('refuses a card that expired last month but takes one expiring this month', async () => {
    const gateway = await sandbox();
    const err = await cardError(
      gateway.createPaymentMethod({ ...card, expMonth: 2, expYear: 2030 }),
    );
    expect(err.message).toBe('Your card has expired.');
    expect(err.code).toBe('expired_card');
    await expect(
      gateway.createPaymentMethod({ ...card, expMonth: 3, expYear: 2030 }),
    ).resolves.toMatchObject({ card: { expMonth: 3, expYear: 2030 } });
  });

  it('refuses an impossible expiry month', async () => {
    const err = await cardError((await sandbox()).createPaymentMethod({ ...card, expMonth: 13 }));
    expect(err.code).toBe('invalid_expiry_month');
  });

  it.each(['12', '12345', 'abc', ''])('refuses the CVC %j', async (cvc) => {
    const err = await cardError((await sandbox()).createPaymentMethod({ ...card, cvc }));
    expect(err.message).toBe("Your card's security code is invalid.");
    expect(err.code).toBe('incorrect_cvc');
  });

  it('takes 3- and 4-digit CVCs', async () => {
    const gateway = await sandbox();
    await expect(gateway.createPaymentMethod({ ...card, cvc: '999' })).resolves.toBeDefined();
    await expect(
      gateway.createPaymentMethod({ ...card, number: '378282246310005', cvc: '1234' }),
    ).resolves.toMatchObject({ card: { brand: 'amex', last4: '0005' } });
  });

  it('tokenizes a declined card: it fails when charged, not before', async () => {
    const gateway = await sandbox();
    const pm = await gateway.createPaymentMethod({ ...card, number: '4000000000000002' });
    const err = await cardError(
      gateway.createPaymentIntent({
        amount: 500,
        currency: 'cad',
        paymentMethod: pm.id,
        confirm: true,
        description: 'ride',
        metadata: {},
        idempotencyKey: 'k1',
      }),
    );
    expect(err.code).toBe('card_declined');
  });
});

describe('SandboxGateway charging', () => {
  const charge = (gateway: SandboxGateway, pm: string, key: string) =>
    gateway.createPaymentIntent({
      amount: 1250,
      currency: 'cad',
      paymentMethod: pm,
      confirm: true,
      description: 'ride',
      metadata: { trip_id: '7' },
      idempotencyKey: key,
    });

  it('declines a saved card that has expired since it was saved', async () => {
    let now = NOW;
    const gateway = await sandbox(() => now);
    const pm = await gateway.createPaymentMethod({ ...card, expMonth: 3, expYear: 2030 });
    now = Date.UTC(2030, 3, 1);
    const err = await cardError(charge(gateway, pm.id, 'k1'));
    expect(err.code).toBe('expired_card');
    expect(await gateway.charges()).toEqual([]);
  });

  it('charges a card that is saved but declines later (4000 0000 0000 0341) only on payment', async () => {
    const gateway = await sandbox();
    const { id: customer } = await gateway.createCustomer({ riderId: 1, name: 'A', phone: '+1' });
    const pm = await gateway.createPaymentMethod({ ...card, number: '4000000000000341' });
    await expect(gateway.attachPaymentMethod(customer, pm.id)).resolves.toMatchObject({
      customer,
    });
    const err = await cardError(
      gateway.createPaymentIntent({
        amount: 100,
        currency: 'cad',
        customer,
        paymentMethod: pm.id,
        confirm: true,
        offSession: true,
        description: 'ride',
        metadata: {},
        idempotencyKey: 'k1',
      }),
    );
    expect(err.message).toBe('Your card was declined.');
  });

  it('records each successful charge once, and none for a replayed key', async () => {
    const gateway = await sandbox();
    const pm = await gateway.createPaymentMethod(card);
    const first = await charge(gateway, pm.id, 'k1');
    await charge(gateway, pm.id, 'k1');
    expect(await gateway.charges()).toEqual([
      { intentId: first.id, amount: 1250, currency: 'cad', paymentMethod: pm.id },
    ]);
  });

  it('replays the first answer even after the intent changed', async () => {
    const gateway = await sandbox();
    const waiting = {
      amount: 100,
      currency: 'cad',
      confirm: false,
      description: 'ride',
      metadata: {},
      idempotencyKey: 'k1',
    };
    const first = await gateway.createPaymentIntent(waiting);
    await gateway.cancelPaymentIntent(first.id);
    expect(await gateway.createPaymentIntent(waiting)).toEqual(first);
    expect((await gateway.retrievePaymentIntent(first.id))?.status).toBe('canceled');
  });

  it('answers copies: changing an answer changes nothing inside', async () => {
    const gateway = await sandbox();
    const pm = await gateway.createPaymentMethod(card);
    const intent = await charge(gateway, pm.id, 'k1');
    intent.metadata.trip_id = 'x';
    intent.status = 'canceled';
    expect(await gateway.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      metadata: { trip_id: '7' },
    });
  });
});

describe.each(databaseKinds)('SandboxGateway instances sharing one %s database', (kind) => {
  /** Two gateways on one database; on PostgreSQL each with a pool of its own, as two processes. */
  async function twoInstances(): Promise<[SandboxGateway, SandboxGateway]> {
    const database = await freshDatabase(kind);
    onTestFinished(database.close);
    const other = kind === 'postgres' ? createDatabase(database.target) : database.db;
    if (other !== database.db) onTestFinished(() => other.destroy());
    // Connections opened beforehand, so that concurrent calls really overlap.
    for (const db of [database.db, other]) {
      await Promise.all(Array.from({ length: 6 }, () => sql`SELECT 1`.execute(db)));
    }
    return [new SandboxGateway({ db: database.db }), new SandboxGateway({ db: other })];
  }
  const intent = (over: Partial<CreateIntentInput>): CreateIntentInput => ({
    amount: 1250,
    currency: 'cad',
    confirm: true,
    description: 'ride',
    metadata: { trip_id: '7' },
    idempotencyKey: 'k1',
    ...over,
  });

  it('one instance charges the card, customer and intent the other made, and replays its keys', async () => {
    const [a, b] = await twoInstances();
    const { id: customer } = await a.createCustomer({ riderId: 1, name: 'A', phone: '+1' });
    const pm = await a.createPaymentMethod(card);
    await a.attachPaymentMethod(customer, pm.id);
    expect(await b.retrievePaymentMethod(pm.id)).toEqual({ ...pm, customer });

    const waiting = await a.createPaymentIntent(
      intent({ customer, paymentMethod: pm.id, confirm: false, idempotencyKey: 'accept' }),
    );
    expect(await b.retrievePaymentIntent(waiting.id)).toEqual(waiting);
    const confirm = { paymentMethod: pm.id, offSession: true, idempotencyKey: 'complete' };
    const paid = await b.confirmPaymentIntent(waiting.id, confirm);
    expect(paid).toMatchObject({ status: 'succeeded', customer, paymentMethod: pm.id });
    expect(await a.confirmPaymentIntent(waiting.id, confirm)).toEqual(paid);
    expect(await a.charges()).toEqual([
      { intentId: waiting.id, amount: 1250, currency: 'cad', paymentMethod: pm.id },
    ]);
  });

  it('the same idempotency key sent to both at once makes one intent and one charge', async () => {
    const [a, b] = await twoInstances();
    const pm = await a.createPaymentMethod(card);
    const input = intent({ paymentMethod: pm.id, idempotencyKey: 'trip-1-charge' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a).createPaymentIntent(input)),
    );
    expect(new Set(answers.map((x) => x.id)).size).toBe(1);
    expect(answers.every((x) => x.status === 'succeeded')).toBe(true);
    expect(await b.charges()).toHaveLength(1);
  });

  it('confirms of one intent under different keys at once: one charge, the others refused', async () => {
    const [a, b] = await twoInstances();
    const pm = await a.createPaymentMethod(card);
    const waiting = await a.createPaymentIntent(intent({ confirm: false, paymentMethod: pm.id }));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? b : a).confirmPaymentIntent(waiting.id, {
          paymentMethod: pm.id,
          idempotencyKey: `confirm-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals.map((e: Error) => e.message)).toEqual(
      Array(5).fill('You cannot confirm this PaymentIntent because it has a status of succeeded.'),
    );
    expect(await a.charges()).toHaveLength(1);
  });

  it('a card attached to two customers at once stays with one of them', async () => {
    const [a, b] = await twoInstances();
    const customers = await Promise.all(
      [a, b].map((g, i) => g.createCustomer({ riderId: i, name: 'A', phone: '+1' })),
    );
    const pm = await a.createPaymentMethod(card);
    const results = await Promise.allSettled(
      [a, b].map((g, i) => g.attachPaymentMethod(customers[i]!.id, pm.id)),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.customer] : []));
    expect(won).toHaveLength(1);
    expect((await b.retrievePaymentMethod(pm.id))?.customer).toBe(won[0]);
  });
});

describe('createGateway', () => {
  it('is the sandbox without Stripe keys', async () => {
    const gateway = createGateway(testConfig().payments, await database());
    expect(gateway).toBeInstanceOf(SandboxGateway);
    expect(gateway.mode).toBe('sandbox');
    expect(gateway.publishableKey).toBe('sandbox');
  });

  it('is Stripe with them', async () => {
    const gateway = createGateway(
      { stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } },
      await database(),
    );
    expect(gateway).toBeInstanceOf(StripeGateway);
    expect(gateway.mode).toBe('stripe');
    expect(gateway.publishableKey).toBe('pk_test_x');
    expect(gateway.createPaymentMethod).toBeUndefined();
  });
});
