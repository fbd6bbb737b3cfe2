import { randomBytes } from 'node:crypto';
import {
  CardError,
  type CreateIntentInput,
  type GatewayIntent,
  type GatewayPaymentMethod,
  type PaymentGateway,
  type SandboxCardInput,
} from './gateway.ts';
import { EXPIRED, cardExpired, checkCard, type CardOutcome } from './test-cards.ts';

/** A successful charge, kept so tests can count what was really taken. */
export interface SandboxCharge {
  intentId: string;
  amount: number;
  currency: string;
  paymentMethod: string;
}

interface StoredMethod extends GatewayPaymentMethod {
  outcome: CardOutcome;
}

/** What an idempotency key answered the first time: the intent then, or a card error on it. */
interface IdempotentResult {
  fingerprint: string;
  intent: GatewayIntent;
  error: { message: string; code: string } | null;
}

const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** JSON with sorted keys, so that the same parameters always give the same fingerprint. */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The default payment provider (DESIGN §6): a stand-in for Stripe's test mode that runs in the
 * process, with Stripe's test cards and error messages. Its customers, cards and intents live in
 * Maps of this process only — they are gone on restart and not shared between instances, which
 * is fine for development, tests and demos but is why production configures Stripe.
 */
export class SandboxGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly publishableKey = 'sandbox';

  /** Every successful charge, oldest first. */
  readonly charges: SandboxCharge[] = [];

  private readonly now: () => number;
  private readonly customers = new Map<string, { riderId: number; name: string; phone: string }>();
  private readonly methods = new Map<string, StoredMethod>();
  private readonly intents = new Map<string, GatewayIntent>();
  private readonly idempotency = new Map<string, IdempotentResult>();

  constructor(options: { now?: () => number } = {}) {
    this.now = options.now ?? Date.now;
  }

  async createCustomer(input: {
    riderId: number;
    name: string;
    phone: string;
  }): Promise<{ id: string }> {
    const id = randomId('cus_sb');
    this.customers.set(id, { ...input });
    return { id };
  }

  async createPaymentMethod(card: SandboxCardInput): Promise<GatewayPaymentMethod> {
    const checked = checkCard(card, this.now());
    const method: StoredMethod = {
      id: randomId('pm_sb'),
      customer: null,
      card: {
        brand: checked.brand,
        last4: checked.last4,
        expMonth: checked.expMonth,
        expYear: checked.expYear,
      },
      outcome: checked.outcome,
    };
    this.methods.set(method.id, method);
    return publicMethod(method);
  }

  async attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<GatewayPaymentMethod> {
    const method = this.method(paymentMethodId);
    if (!this.customers.has(customerId)) throw new Error(`No such customer: '${customerId}'`);
    if (method.customer === customerId) return publicMethod(method);
    if (method.customer !== null) {
      throw new Error('The payment method you provided has already been attached to a customer.');
    }
    // Like Stripe, saving a card checks it with the issuer: most failing cards fail here already.
    const decline = method.outcome.failsOnAttach ? method.outcome.decline : null;
    if (decline) throw new CardError(decline.message, decline.code);
    method.customer = customerId;
    return publicMethod(method);
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    const method = this.method(paymentMethodId);
    if (method.customer === null) {
      throw new Error(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
      );
    }
    method.customer = null;
  }

  async retrievePaymentMethod(paymentMethodId: string): Promise<GatewayPaymentMethod | undefined> {
    const method = this.methods.get(paymentMethodId);
    return method && publicMethod(method);
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const { idempotencyKey, ...params } = input;
    const replay = this.replay(idempotencyKey, { op: 'create', ...params });
    if (replay) return replay;

    if (!Number.isInteger(input.amount) || input.amount < 1) {
      throw new Error('Invalid amount: it must be a positive integer of minor units.');
    }
    if (!/^[a-z]{3}$/.test(input.currency)) throw new Error(`Invalid currency: ${input.currency}`);
    if (input.customer !== undefined && !this.customers.has(input.customer)) {
      throw new Error(`No such customer: '${input.customer}'`);
    }
    if (input.confirm && input.paymentMethod === undefined) {
      throw new Error(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
      );
    }
    if (input.paymentMethod !== undefined) this.method(input.paymentMethod);

    const id = randomId('pi_sb');
    const intent: GatewayIntent = {
      id,
      status:
        input.paymentMethod === undefined ? 'requires_payment_method' : 'requires_confirmation',
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amount: input.amount,
      currency: input.currency,
      customer: input.customer ?? null,
      paymentMethod: input.paymentMethod ?? null,
      metadata: { ...input.metadata },
      lastError: null,
    };
    this.intents.set(id, intent);
    if (!input.confirm || input.paymentMethod === undefined) {
      this.remember(idempotencyKey, { op: 'create', ...params }, intent, null);
      return copy(intent);
    }
    return this.chargeOnce(
      idempotencyKey,
      { op: 'create', ...params },
      intent,
      input.paymentMethod,
    );
  }

  async confirmPaymentIntent(
    intentId: string,
    input: { paymentMethod: string; offSession?: boolean; idempotencyKey: string },
  ): Promise<GatewayIntent> {
    const { idempotencyKey, ...params } = input;
    const request = { op: 'confirm', intentId, ...params };
    const replay = this.replay(idempotencyKey, request);
    if (replay) return replay;

    const intent = this.intent(intentId);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw new Error(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    this.method(input.paymentMethod);
    return this.chargeOnce(idempotencyKey, request, intent, input.paymentMethod);
  }

  async retrievePaymentIntent(intentId: string): Promise<GatewayIntent | undefined> {
    const intent = this.intents.get(intentId);
    return intent && copy(intent);
  }

  async cancelPaymentIntent(intentId: string): Promise<void> {
    const intent = this.intent(intentId);
    if (!CANCELABLE.has(intent.status)) {
      throw new Error(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'canceled';
  }

  /** Charges, records the outcome under the idempotency key, and answers or throws it. */
  private chargeOnce(
    key: string,
    request: object,
    intent: GatewayIntent,
    paymentMethodId: string,
  ): GatewayIntent {
    const method = this.method(paymentMethodId);
    if (method.customer !== null && method.customer !== intent.customer) {
      throw new Error(
        intent.customer === null
          ? 'The provided PaymentMethod belongs to a customer; pass that customer with it.'
          : 'The provided PaymentMethod belongs to another customer than the PaymentIntent.',
      );
    }
    const decline =
      method.outcome.decline ??
      (cardExpired(method.card.expMonth, method.card.expYear, this.now()) ? EXPIRED : null);
    if (decline) {
      // Stripe leaves a failed intent waiting for another card, with the failure on it.
      intent.status = 'requires_payment_method';
      intent.paymentMethod = null;
      intent.lastError = decline.message;
      this.remember(key, request, intent, decline);
      throw new CardError(decline.message, decline.code, intent.id);
    }
    intent.status = 'succeeded';
    intent.paymentMethod = method.id;
    intent.lastError = null;
    this.charges.push({
      intentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      paymentMethod: method.id,
    });
    this.remember(key, request, intent, null);
    return copy(intent);
  }

  /** The first answer to this key again, or undefined for a new key (Stripe's semantics). */
  private replay(key: string, request: object): GatewayIntent | undefined {
    const first = this.idempotency.get(key);
    if (!first) return undefined;
    if (first.fingerprint !== fingerprint(request)) {
      throw new Error(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    if (first.error) throw new CardError(first.error.message, first.error.code, first.intent.id);
    // Stripe replays the first response as it was, not the intent as it is now.
    return copy(first.intent);
  }

  private remember(
    key: string,
    request: object,
    intent: GatewayIntent,
    error: { message: string; code: string } | null,
  ): void {
    this.idempotency.set(key, { fingerprint: fingerprint(request), intent: copy(intent), error });
  }

  private method(id: string): StoredMethod {
    const method = this.methods.get(id);
    if (!method) throw new Error(`No such PaymentMethod: '${id}'`);
    return method;
  }

  private intent(id: string): GatewayIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No such payment_intent: '${id}'`);
    return intent;
  }
}

function copy(intent: GatewayIntent): GatewayIntent {
  return { ...intent, metadata: { ...intent.metadata } };
}

function publicMethod(method: StoredMethod): GatewayPaymentMethod {
  return { id: method.id, customer: method.customer, card: { ...method.card } };
}
