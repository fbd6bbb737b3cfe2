import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/helpers/fake-stripe.ts';
import { WebhookSignatureError } from './gateway.ts';
import { StripeGateway } from './stripe.ts';

const SECRET = 'whsec_test_secret';

function gateway(apiUrl?: string, secretKey = 'sk_test_fake') {
  return new StripeGateway({
    secretKey,
    publishableKey: 'pk_test_fake',
    webhookSecret: SECRET,
    ...(apiUrl ? { apiUrl } : {}),
  });
}

const intentObject = {
  id: 'pi_123',
  object: 'payment_intent',
  amount: 1250,
  currency: 'cad',
  status: 'succeeded',
  client_secret: 'pi_123_secret_abc',
  customer: 'cus_1',
  payment_method: { id: 'pm_1', object: 'payment_method' },
  metadata: { trip_id: '42' },
  last_payment_error: null,
  livemode: false,
};

function event(type: string, object: unknown = intentObject) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_900_000_000,
    livemode: false,
    data: { object },
  });
}

function sign(payload: string, secret = SECRET) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

describe('StripeGateway webhooks', () => {
  it('verifies a signed payment_intent.succeeded and maps its intent', () => {
    const body = event('payment_intent.succeeded');
    expect(gateway().parseWebhook(Buffer.from(body), sign(body))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: {
        id: 'pi_123',
        status: 'succeeded',
        clientSecret: 'pi_123_secret_abc',
        amount: 1250,
        currency: 'cad',
        customer: 'cus_1',
        paymentMethod: 'pm_1',
        metadata: { trip_id: '42' },
        lastError: null,
      },
    });
  });

  it('maps payment_intent.payment_failed with the failure message', () => {
    const failed = {
      ...intentObject,
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    };
    const body = event('payment_intent.payment_failed', failed);
    expect(gateway().parseWebhook(Buffer.from(body), sign(body))).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: {
        id: 'pi_123',
        status: 'requires_payment_method',
        lastError: failed.last_payment_error.message,
      },
    });
  });

  it('answers other events as other, without an intent', () => {
    const body = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(gateway().parseWebhook(Buffer.from(body), sign(body))).toEqual({
      id: 'evt_1',
      type: 'other',
      intent: null,
    });
  });

  it('refuses a body signed with another secret', () => {
    const body = event('payment_intent.succeeded');
    expect(() => gateway().parseWebhook(Buffer.from(body), sign(body, 'whsec_other'))).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses a tampered body', () => {
    const body = event('payment_intent.succeeded');
    const tampered = body.replace('1250', '1');
    expect(() => gateway().parseWebhook(Buffer.from(tampered), sign(body))).toThrow(
      WebhookSignatureError,
    );
  });

  it.each([undefined, '', 'garbage'])('refuses the signature header %j', (header) => {
    const body = event('payment_intent.succeeded');
    expect(() => gateway().parseWebhook(Buffer.from(body), header)).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes (replay)', () => {
    const body = event('payment_intent.succeeded');
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => gateway().parseWebhook(Buffer.from(body), old)).toThrow(WebhookSignatureError);
  });
});

describe('StripeGateway against the fake Stripe server', () => {
  let fake: FakeStripe | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  it('sends its calls to apiUrl, with the idempotency key as the Idempotency-Key header', async () => {
    fake = await startFakeStripe();
    const stripe = gateway(fake.url);
    const { id: customer } = await stripe.createCustomer({
      riderId: 7,
      name: 'Ada Rider',
      phone: '+15195550101',
    });
    await stripe.createPaymentIntent({
      amount: 500,
      currency: 'cad',
      customer,
      paymentMethod: 'pm_card_visa',
      confirm: true,
      description: 'Ride 42',
      metadata: { trip_id: '42' },
      idempotencyKey: 'trip-42-charge',
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_intents',
    ]);
    expect(fake.requests[0]!.body).toMatchObject({
      name: 'Ada Rider',
      phone: '+15195550101',
      metadata: { rider_id: '7' },
    });
    const charge = fake.requests[1]!;
    expect(charge.idempotencyKey).toBe('trip-42-charge');
    expect(charge.body).toMatchObject({
      amount: '500',
      currency: 'cad',
      customer,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: 'Ride 42',
      metadata: { trip_id: '42' },
    });
    // Stripe refuses off_session unless the intent is confirmed at once.
    expect(charge.body).not.toHaveProperty('off_session');
  });

  it('keeps errors that are not card errors as they are, not as "missing"', async () => {
    fake = await startFakeStripe();
    const stripe = gateway(fake.url, 'sk_test_wrong');
    const err = await stripe.retrievePaymentIntent('pi_1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('reports an expired card with code expired_card', async () => {
    fake = await startFakeStripe();
    const stripe = gateway(fake.url);
    await expect(
      stripe.createPaymentIntent({
        amount: 500,
        currency: 'cad',
        paymentMethod: 'pm_card_chargeDeclinedExpiredCard',
        confirm: true,
        description: 'Ride',
        metadata: {},
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({
      name: 'CardError',
      code: 'expired_card',
      message: 'Your card has expired.',
    });
  });
});
