import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createGateway } from './create-gateway.ts';
import { CardError } from './gateway.ts';
import { SandboxGateway } from './sandbox.ts';
import { StripeGateway } from './stripe.ts';
import { cardBrand, luhnValid } from './test-cards.ts';

/** 15 March 2030, noon UTC. */
const NOW = Date.UTC(2030, 2, 15, 12);
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };

function sandbox(now = () => NOW) {
  return new SandboxGateway({ now });
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
    const pm = await sandbox().createPaymentMethod({ ...card, number: '5555-5555-5555-4444' });
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
      const err = await cardError(sandbox().createPaymentMethod({ ...card, number }));
      expect(err.message).toBe('Your card number is invalid.');
      expect(err.code).toBe('incorrect_number');
    },
  );

  it('refuses a card that expired last month but takes one expiring this month', async () => {
    const gateway = sandbox();
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
    const err = await cardError(sandbox().createPaymentMethod({ ...card, expMonth: 13 }));
    expect(err.code).toBe('invalid_expiry_month');
  });

  it.each(['12', '12345', 'abc', ''])('refuses the CVC %j', async (cvc) => {
    const err = await cardError(sandbox().createPaymentMethod({ ...card, cvc }));
    expect(err.message).toBe("Your card's security code is invalid.");
    expect(err.code).toBe('incorrect_cvc');
  });

  it('takes 3- and 4-digit CVCs', async () => {
    const gateway = sandbox();
    await expect(gateway.createPaymentMethod({ ...card, cvc: '999' })).resolves.toBeDefined();
    await expect(
      gateway.createPaymentMethod({ ...card, number: '378282246310005', cvc: '1234' }),
    ).resolves.toMatchObject({ card: { brand: 'amex', last4: '0005' } });
  });

  it('tokenizes a declined card: it fails when charged, not before', async () => {
    const gateway = sandbox();
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
    const gateway = sandbox(() => now);
    const pm = await gateway.createPaymentMethod({ ...card, expMonth: 3, expYear: 2030 });
    now = Date.UTC(2030, 3, 1);
    const err = await cardError(charge(gateway, pm.id, 'k1'));
    expect(err.code).toBe('expired_card');
    expect(gateway.charges).toEqual([]);
  });

  it('charges a card that is saved but declines later (4000 0000 0000 0341) only on payment', async () => {
    const gateway = sandbox();
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
    const gateway = sandbox();
    const pm = await gateway.createPaymentMethod(card);
    const first = await charge(gateway, pm.id, 'k1');
    await charge(gateway, pm.id, 'k1');
    expect(gateway.charges).toEqual([
      { intentId: first.id, amount: 1250, currency: 'cad', paymentMethod: pm.id },
    ]);
  });

  it('replays the first answer even after the intent changed', async () => {
    const gateway = sandbox();
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
    const gateway = sandbox();
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

describe('createGateway', () => {
  it('is the sandbox without Stripe keys', () => {
    const gateway = createGateway(testConfig().payments);
    expect(gateway).toBeInstanceOf(SandboxGateway);
    expect(gateway.mode).toBe('sandbox');
    expect(gateway.publishableKey).toBe('sandbox');
  });

  it('is Stripe with them', () => {
    const gateway = createGateway({
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' },
    });
    expect(gateway).toBeInstanceOf(StripeGateway);
    expect(gateway.mode).toBe('stripe');
    expect(gateway.publishableKey).toBe('pk_test_x');
    expect(gateway.createPaymentMethod).toBeUndefined();
  });
});
