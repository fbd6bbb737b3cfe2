import { describe, expect, it } from 'vitest';
import { paymentEndpoints, savedCardSchema } from '@fairfare/contracts/payments';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { asRider } from '../../../test/helpers/rides.ts';
import { CARDS, tokenize } from '../../../test/helpers/payments.ts';
import { riderRow } from '../../../test/helpers/rows.ts';

describe.each(databaseKinds)('saved cards on %s', (kind) => {
  async function rider(phone: string) {
    const { app, db } = await startSeededApp(kind);
    return { app, db, rider: await registerRider(app, phone) };
  }

  it('getstripekey tells the site to show the sandbox card form', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${paymentEndpoints.stripeKey}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ stripe_p_key: 'sandbox', mode: 'sandbox' });
    // The sandbox has no webhooks.
    const webhook = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${paymentEndpoints.webhook}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('tokenize, attach, list and detach a card; only brand, last 4 and expiry are stored', async () => {
    const { app, db, rider: me } = await rider('5195557001');
    const id = await tokenize(app, me, CARDS.visa);
    const attached = await asRider(app, me, paymentEndpoints.attach, { payment_method_id: id });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({
      message: 'Card saved successfully!',
      response: {
        success: true,
        error: null,
        card: { id, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
      },
    });
    // The customer was created and stored once; saving the same card again is fine.
    const customer = (await riderRow(db, me.userId)).stripe_customer_id;
    expect(customer).toMatch(/^cus_/);
    const again = await asRider(app, me, paymentEndpoints.attach, {
      payment_method_id: id,
      customer_id: customer,
    });
    expect(again.json().response.success).toBe(true);

    const listed = await asRider(app, me, paymentEndpoints.paymentMethods, {
      customer_id: customer,
    });
    expect(listed.statusCode).toBe(200);
    const data = listed.json().response.data;
    expect(data.map((c: unknown) => savedCardSchema.parse(c).id)).toEqual([id]);
    const stored = await db.selectFrom('saved_cards').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ user_id: me.userId, payment_method_id: id, last4: '4242' }),
    ]);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');

    const removed = await asRider(app, me, paymentEndpoints.detach, { payment_method_id: id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Card removed.', response: { id } });
    const empty = await asRider(app, me, paymentEndpoints.paymentMethods);
    expect(empty.json().response.data).toEqual([]);
  });

  it('a card the provider refuses is not saved: success false with its message', async () => {
    const { app, db, rider: me } = await rider('5195557002');
    const id = await tokenize(app, me, CARDS.declined);
    const res = await asRider(app, me, paymentEndpoints.attach, { payment_method_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      success: false,
      error: 'Your card was declined.',
      error_code: 'payment.cardDeclined',
      card: null,
    });
    expect(await db.selectFrom('saved_cards').selectAll().execute()).toEqual([]);
  });

  it("another rider's card or customer answers 404 and changes nothing", async () => {
    const { app, db, rider: me } = await rider('5195557003');
    const other = await registerRider(app, '5195557004', 'Other');
    const id = await tokenize(app, me, CARDS.visa);
    await asRider(app, me, paymentEndpoints.attach, { payment_method_id: id });
    const myCustomer = (await riderRow(db, me.userId)).stripe_customer_id;

    for (const [path, payload] of [
      [paymentEndpoints.detach, { payment_method_id: id }],
      [paymentEndpoints.attach, { payment_method_id: id }],
      [paymentEndpoints.paymentMethods, { customer_id: myCustomer }],
    ] as const) {
      const res = await asRider(app, other, path, payload);
      expect(res.statusCode, path).toBe(404);
    }
    expect(await db.selectFrom('saved_cards').select('user_id').execute()).toEqual([
      { user_id: me.userId },
    ]);
  });

  it('the sandbox tokenizer refuses a bad card number and an expired card with their messages', async () => {
    const { app, rider: me } = await rider('5195557005');
    const bad = await asRider(app, me, paymentEndpoints.sandboxPaymentMethod, {
      number: '4242 4242 4242 4241',
      exp_month: 12,
      exp_year: 34,
      cvc: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('payment.cardNumberInvalid');
    const expired = await asRider(app, me, paymentEndpoints.sandboxPaymentMethod, {
      number: CARDS.visa,
      exp_month: 1,
      exp_year: 20,
      cvc: '123',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Your card has expired.');
    // Two-digit years are 20xx.
    const ok = await asRider(app, me, paymentEndpoints.sandboxPaymentMethod, {
      number: CARDS.visa,
      exp_month: 12,
      exp_year: 34,
      cvc: '123',
    });
    expect(ok.json().response.card).toMatchObject({ exp_year: 2034, last4: '4242' });
  });

  it('card calls are rate limited per rider', async () => {
    const { app, rider: me } = await rider('5195557006');
    const other = await registerRider(app, '5195557007', 'Other');
    const call = (who: typeof me) =>
      asRider(app, who, paymentEndpoints.sandboxPaymentMethod, {
        number: CARDS.visa,
        exp_month: 12,
        exp_year: 34,
        cvc: '123',
      });
    const codes = [];
    for (let i = 0; i < 31; i++) codes.push((await call(me)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await call(other)).statusCode).toBe(200);
  });

  it('card calls need a session', async () => {
    const { app } = await startSeededApp(kind);
    const res = await app.inject({
      method: 'POST',
      url: `/webservices/1.1.5${paymentEndpoints.paymentMethods}`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
