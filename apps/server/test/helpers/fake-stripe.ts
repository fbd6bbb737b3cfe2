import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CardError } from '../../src/adapters/payments/gateway.ts';
import {
  EXPIRED,
  cardExpired,
  checkCard,
  type CardOutcome,
} from '../../src/adapters/payments/test-cards.ts';

/**
 * A small stand-in for api.stripe.com for the tests of the Stripe adapter: only the endpoints
 * StripeGateway calls (and POST /v1/payment_methods, which Stripe.js calls in the browser), with
 * Stripe's test cards (the sandbox's rules), form-encoded bodies, the Idempotency-Key header and
 * Stripe-shaped JSON and errors. It records what it was asked and what it charged.
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface FakeStripeCharge {
  intent: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  /** The intent's metadata (what it pays: kind, user_id, trip_id). */
  metadata: Record<string, string>;
}

export interface FakeStripeRefund {
  id: string;
  intent: string;
  amount: number;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:43121 — give it to StripeGateway as apiUrl. */
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  /** Successful charges, oldest first. */
  charges: FakeStripeCharge[];
  /** Refunds made, oldest first. */
  refunds: FakeStripeRefund[];
  /** A payment intent as Stripe's API shows it (what a webhook event carries), if there is one. */
  paymentIntent(id: string): Record<string, unknown> | undefined;
  /**
   * A card made as Stripe.js makes it, through the API (a magic id such as pm_card_visa is a new
   * card at every use); its payment method id.
   */
  makeCard(number?: string, expYear?: number): Promise<string>;
  close(): Promise<void>;
}

/** Stripe's test payment method ids, each standing for a test card (https://docs.stripe.com/testing). */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeCustomerFail: '4000000000000341',
};

interface Method {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  metadata: Record<string, string>;
  livemode: false;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  livemode: false;
}

/** An answer that is not 200: Stripe's error object. */
class StripeHttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown> & { message: string }) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

function invalid(message: string, extra: Record<string, unknown> = {}): StripeHttpError {
  return new StripeHttpError(400, { type: 'invalid_request_error', message, ...extra });
}

function missing(kind: string, id: string, param: string): StripeHttpError {
  return new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

/**
 * Stripe's card error: a generic decline is code card_declined with decline_code generic_decline;
 * a decline with a reason is card_declined + that reason; an expired card is code expired_card.
 */
function cardError(decline: { message: string; code: string }, more: Record<string, unknown> = {}) {
  const codes =
    decline.code === 'card_declined'
      ? { code: 'card_declined', decline_code: 'generic_decline' }
      : decline.code === 'insufficient_funds'
        ? { code: 'card_declined', decline_code: 'insufficient_funds' }
        : { code: decline.code };
  return new StripeHttpError(402, {
    type: 'card_error',
    message: decline.message,
    ...codes,
    ...more,
  });
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** a[b][c]=v → { a: { b: { c: 'v' } } } (indexes stay object keys, which is all we need). */
export function parseForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/\[|\]\[|\]$/).filter((part, i) => i === 0 || part !== '');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startFakeStripe(
  options: { secretKey?: string; now?: () => number } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const now = options.now ?? Date.now;
  const requests: FakeStripeRequest[] = [];
  const charges: FakeStripeCharge[] = [];
  const refunds: FakeStripeRefund[] = [];
  const customers = new Set<string>();
  const methods = new Map<string, Method>();
  const outcomes = new Map<string, CardOutcome>();
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, { request: string; status: number; body: string }>();

  function newMethod(card: { number: string; expMonth: number; expYear: number; cvc: string }) {
    let checked;
    try {
      checked = checkCard(card, now());
    } catch (err) {
      if (err instanceof CardError) {
        throw cardError({ message: err.message, code: err.code }, { param: 'card' });
      }
      throw err;
    }
    const method: Method = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: checked.brand,
        last4: checked.last4,
        exp_month: checked.expMonth,
        exp_year: checked.expYear,
      },
      metadata: {},
      livemode: false,
    };
    methods.set(method.id, method);
    outcomes.set(method.id, checked.outcome);
    return method;
  }

  /** A payment method by id; Stripe's test ids (pm_card_visa…) make a new one each time. */
  function method(pmId: unknown, param = 'payment_method'): Method {
    const testNumber = TEST_PAYMENT_METHODS[String(pmId)];
    if (testNumber) {
      return newMethod({ number: testNumber, expMonth: 12, expYear: 2099, cvc: '123' });
    }
    const found = methods.get(String(pmId));
    if (!found) throw missing('PaymentMethod', String(pmId), param);
    return found;
  }

  function intent(piId: string): Intent {
    const found = intents.get(piId);
    if (!found) throw missing('payment_intent', piId, 'intent');
    return found;
  }

  /** Confirms an intent with a card: succeeded, or a 402 with the failed intent in it. */
  function charge(pi: Intent, pm: Method): Intent {
    if (pm.customer !== null && pm.customer !== pi.customer) {
      throw invalid(
        pi.customer === null
          ? 'The provided PaymentMethod is attached to a Customer. Pass that Customer with it.'
          : 'The provided PaymentMethod belongs to a different Customer than the PaymentIntent.',
        { param: 'payment_method' },
      );
    }
    const outcome = outcomes.get(pm.id)!;
    const decline =
      outcome.decline ?? (cardExpired(pm.card.exp_month, pm.card.exp_year, now()) ? EXPIRED : null);
    if (decline) {
      const error = cardError(decline);
      pi.status = 'requires_payment_method';
      pi.payment_method = null;
      pi.last_payment_error = { ...error.body } as Intent['last_payment_error'];
      error.body.payment_intent = { ...pi };
      error.body.payment_method = { ...pm };
      throw error;
    }
    pi.status = 'succeeded';
    pi.payment_method = pm.id;
    pi.last_payment_error = null;
    charges.push({
      intent: pi.id,
      amount: pi.amount,
      currency: pi.currency,
      paymentMethod: pm.id,
      metadata: { ...pi.metadata },
    });
    return pi;
  }

  function route(method_: string, path: string, body: Record<string, unknown>): unknown {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, objectId, action] = parts;
    const key = `${method_} ${resource}${objectId ? ' :id' : ''}${action ? ` ${action}` : ''}`;
    switch (key) {
      case 'POST customers': {
        const customer = {
          id: id('cus'),
          object: 'customer',
          name: body.name ?? null,
          phone: body.phone ?? null,
          metadata: body.metadata ?? {},
          livemode: false,
        };
        customers.add(customer.id);
        return customer;
      }
      case 'POST payment_methods': {
        const card = (body.card ?? {}) as Record<string, string>;
        if (body.type !== 'card') throw invalid('Only card payment methods are faked.');
        return newMethod({
          number: card.number ?? '',
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
          cvc: card.cvc ?? '',
        });
      }
      case 'GET payment_methods :id':
        return method(objectId);
      case 'POST payment_methods :id attach': {
        const pm = method(objectId);
        const customer = String(body.customer ?? '');
        if (!customers.has(customer)) throw missing('customer', customer, 'customer');
        if (pm.customer === customer) return pm;
        if (pm.customer !== null) {
          throw invalid('The payment method you provided has already been attached to a customer.');
        }
        const outcome = outcomes.get(pm.id)!;
        if (outcome.failsOnAttach && outcome.decline) throw cardError(outcome.decline);
        pm.customer = customer;
        return pm;
      }
      case 'POST payment_methods :id detach': {
        const pm = method(objectId);
        if (pm.customer === null) {
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        }
        pm.customer = null;
        return pm;
      }
      case 'POST payment_intents': {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1) {
          throw invalid('Invalid integer: amount', { param: 'amount' });
        }
        if (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency)) {
          throw invalid('Invalid currency', { param: 'currency' });
        }
        const customer = body.customer === undefined ? null : String(body.customer);
        if (customer !== null && !customers.has(customer)) {
          throw missing('customer', customer, 'customer');
        }
        if (body.off_session === 'true' && body.confirm !== 'true') {
          throw invalid('off_session can only be used with confirm=true.', {
            param: 'off_session',
          });
        }
        const pm = body.payment_method === undefined ? null : method(body.payment_method);
        if (body.confirm === 'true' && pm === null) {
          throw invalid(
            "You cannot confirm this PaymentIntent because it's missing a payment method.",
          );
        }
        const piId = id('pi');
        const pi: Intent = {
          id: piId,
          object: 'payment_intent',
          amount,
          currency: body.currency,
          status: pm ? 'requires_confirmation' : 'requires_payment_method',
          client_secret: `${piId}_secret_${randomBytes(12).toString('hex')}`,
          customer,
          payment_method: pm?.id ?? null,
          description: typeof body.description === 'string' ? body.description : null,
          metadata: (body.metadata ?? {}) as Record<string, string>,
          last_payment_error: null,
          livemode: false,
        };
        intents.set(piId, pi);
        return pm && body.confirm === 'true' ? charge(pi, pm) : pi;
      }
      case 'GET payment_intents :id':
        return intent(objectId!);
      case 'POST payment_intents :id confirm': {
        const pi = intent(objectId!);
        if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
          throw invalid(
            `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        const pmId = body.payment_method ?? pi.payment_method;
        if (pmId === undefined || pmId === null) {
          throw invalid(
            "You cannot confirm this PaymentIntent because it's missing a payment method.",
          );
        }
        return charge(pi, method(pmId));
      }
      case 'POST payment_intents :id cancel': {
        const pi = intent(objectId!);
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        pi.status = 'canceled';
        return pi;
      }
      case 'POST refunds': {
        const pi = intent(String(body.payment_intent ?? ''));
        const charged = charges.find((c) => c.intent === pi.id);
        if (pi.status !== 'succeeded' || !charged) {
          throw invalid(
            `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
            {
              code: 'charge_not_refundable',
            },
          );
        }
        const already = refunds
          .filter((r) => r.intent === pi.id)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount === undefined ? pi.amount - already : Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1) {
          throw invalid('Invalid integer: amount', { param: 'amount' });
        }
        if (already + amount > pi.amount) {
          throw invalid(
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((pi.amount - already) / 100).toFixed(2)})`,
            { code: 'amount_too_large', param: 'amount' },
          );
        }
        const refund = {
          id: id('re'),
          intent: pi.id,
          amount,
          metadata: (body.metadata ?? {}) as Record<string, string>,
        };
        refunds.push(refund);
        return {
          id: refund.id,
          object: 'refund',
          amount,
          currency: pi.currency,
          payment_intent: pi.id,
          metadata: refund.metadata,
          status: 'succeeded',
        };
      }
      default:
        throw new StripeHttpError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method_}: ${path}).`,
        });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const method_ = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;
    const body = parseForm(method_ === 'GET' ? ((req.url ?? '').split('?')[1] ?? '') : raw);
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    requests.push({ method: method_, path, body, idempotencyKey });

    const send = (status: number, json: string, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(json);
    };

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(
        401,
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        }),
      );
      return;
    }
    const request = `${method_} ${path} ${raw}`;
    const first = idempotencyKey && method_ === 'POST' ? idempotent.get(idempotencyKey) : undefined;
    if (first) {
      if (first.request !== request) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        send(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      } else send(first.status, first.body, true);
      return;
    }
    let status = 200;
    let json: string;
    try {
      json = JSON.stringify(route(method_, path, body));
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      status = err.status;
      json = JSON.stringify({ error: err.body });
    }
    // Like Stripe, a request that ran (answered 200 or a card error) is saved under its key;
    // one refused before it ran (400, 404) is not, so the key can be used again.
    if (idempotencyKey && method_ === 'POST' && (status === 200 || status === 402)) {
      idempotent.set(idempotencyKey, { request, status, body: json });
    }
    send(status, json);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    charges,
    refunds,
    paymentIntent: (piId) => {
      const found = intents.get(piId);
      return found && { ...found };
    },
    makeCard: async (number = '4242424242424242', expYear = 2034) => {
      const res = await fetch(`http://127.0.0.1:${port}/v1/payment_methods`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': number,
          'card[exp_month]': '12',
          'card[exp_year]': String(expYear),
          'card[cvc]': '123',
        }),
      });
      if (res.status !== 200) throw new Error(`the fake refused the card: ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
