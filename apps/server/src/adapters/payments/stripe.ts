import Stripe from 'stripe';
import { PAYMENT_INTENT_STATUSES } from '@fairfare/contracts/payments';
import type { Config } from '../../config.ts';
import {
  CardError,
  WebhookSignatureError,
  type CreateIntentInput,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayIntentStatus,
  type GatewayPaymentMethod,
  type GatewayRefund,
  type PaymentGateway,
  type RefundInput,
  RequestRefusedError,
} from './gateway.ts';

/** The API version the mapping below was written against; Stripe answers in it whatever the account's default. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

type StripeSettings = NonNullable<Config['payments']['stripe']>;

/**
 * Card payments through Stripe (docs/architecture.md), with the official SDK. The browser tokenizes cards
 * with Stripe Elements, so there is no createPaymentMethod here. Stripe's card errors become
 * CardError with Stripe's message; every other failure stays the SDK's Error.
 */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;

  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = new Stripe(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      // One retry (the SDK sends its own idempotency key on retried POSTs) and a bounded wait,
      // so a slow Stripe fails a request instead of holding it.
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(settings.apiUrl ? apiHost(settings.apiUrl) : {}),
    });
  }

  async createCustomer(input: {
    riderId: number;
    name: string;
    phone: string;
  }): Promise<{ id: string }> {
    const customer = await this.stripe.customers.create({
      name: input.name,
      phone: input.phone,
      metadata: { rider_id: String(input.riderId) },
    });
    return { id: customer.id };
  }

  async attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<GatewayPaymentMethod> {
    return call(async () =>
      toMethod(await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId })),
    );
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  async retrievePaymentMethod(paymentMethodId: string): Promise<GatewayPaymentMethod | undefined> {
    const method = await orMissing(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    return method && toMethod(method);
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          // Cards only: no redirect-based method, so confirming needs no return_url.
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: input.metadata,
          confirm: input.confirm,
          ...(input.customer !== undefined ? { customer: input.customer } : {}),
          ...(input.paymentMethod !== undefined ? { payment_method: input.paymentMethod } : {}),
          // Stripe refuses off_session on an intent that is not confirmed at once.
          ...(input.confirm && input.offSession ? { off_session: true } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toIntent(intent);
  }

  async confirmPaymentIntent(
    intentId: string,
    input: { paymentMethod: string; offSession?: boolean; idempotencyKey: string },
  ): Promise<GatewayIntent> {
    const intent = await call(() =>
      this.stripe.paymentIntents.confirm(
        intentId,
        {
          payment_method: input.paymentMethod,
          ...(input.offSession ? { off_session: true } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toIntent(intent);
  }

  async retrievePaymentIntent(intentId: string): Promise<GatewayIntent | undefined> {
    const intent = await orMissing(() => this.stripe.paymentIntents.retrieve(intentId));
    return intent && toIntent(intent);
  }

  async cancelPaymentIntent(intentId: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(intentId);
  }

  async refundPayment(input: RefundInput): Promise<GatewayRefund> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amount, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (err) {
      // 400 (too much, nothing to refund): refused before anything moved.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new RequestRefusedError(err.message);
      }
      throw err;
    }
    return {
      id: refund.id,
      intentId: idOf(refund.payment_intent ?? null) ?? input.intentId,
      amount: refund.amount,
      currency: refund.currency,
      status:
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending',
    };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError();
      }
      throw err;
    }
    if (
      event.type === 'payment_intent.succeeded' ||
      event.type === 'payment_intent.payment_failed'
    ) {
      return { id: event.id, type: event.type, intent: toIntent(event.data.object) };
    }
    return { id: event.id, type: 'other', intent: null };
  }
}

/** host, port and protocol of the SDK from a URL such as http://127.0.0.1:12111. */
function apiHost(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/**
 * Runs a Stripe call, turning a card error into CardError. Its code is the issuer's reason
 * (decline_code: insufficient_funds…) when there is one, else Stripe's code (card_declined,
 * expired_card…); a decline without a reason (generic_decline) stays card_declined, as in the sandbox.
 */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const reason = err.decline_code === 'generic_decline' ? '' : err.decline_code;
      throw new CardError(
        err.message,
        reason || err.code || 'card_declined',
        err.payment_intent?.id,
      );
    }
    throw err;
  }
}

/** The object, or undefined when Stripe has none with that id. */
async function orMissing<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') {
      return undefined;
    }
    throw err;
  }
}

function idOf(value: string | { id: string } | null): string | null {
  return value === null ? null : typeof value === 'string' ? value : value.id;
}

function toMethod(method: Stripe.PaymentMethod): GatewayPaymentMethod {
  return {
    id: method.id,
    customer: idOf(method.customer),
    card: {
      brand: method.card?.brand ?? 'unknown',
      last4: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
    },
  };
}

/** A status newer than the contract's list is reported as processing: not paid, not failed. */
const STATUSES = new Set<string>(PAYMENT_INTENT_STATUSES);

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    status: STATUSES.has(intent.status) ? (intent.status as GatewayIntentStatus) : 'processing',
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    customer: idOf(intent.customer),
    paymentMethod: idOf(intent.payment_method),
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}
