import type { PAYMENT_INTENT_STATUSES } from '@fairfare/contracts/payments';

/**
 * The card payment provider (docs/architecture.md): the sandbox (default, in-process, Stripe-like test cards,
 * its state in the app's database) or Stripe (`stripe` SDK). Amounts are integer minor units (cents) and currencies lower-case ISO
 * codes, as Stripe takes them. Only brand, last 4 and expiry of a card ever leave the gateway.
 *
 * Every method that can move money takes an idempotency key: calling it again with the same key
 * answers the first result and charges nothing more (Stripe's Idempotency-Key semantics).
 * A card failure (declined, insufficient funds, expired…) is a `CardError` carrying the provider's
 * message; anything else (network, configuration) is a plain Error.
 */
export interface PaymentGateway {
  readonly mode: 'sandbox' | 'stripe';
  /** What the site needs to show its card form: Stripe's publishable key, or 'sandbox'. */
  readonly publishableKey: string;

  /** A new customer for a rider (stored as users.stripe_customer_id). */
  createCustomer(input: { riderId: number; name: string; phone: string }): Promise<{ id: string }>;

  /**
   * Sandbox only (Stripe.js does this in the browser with Stripe): tokenizes a card. Test cards:
   * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined ('Your card was declined.');
   * 4000 0000 0000 9995 fails for insufficient funds. Throws CardError for a bad number, expiry
   * in the past or bad CVC.
   */
  createPaymentMethod?(card: SandboxCardInput): Promise<GatewayPaymentMethod>;

  /** Attaches a payment method to a customer (saving the card); CardError when the card fails. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<GatewayPaymentMethod>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** The payment method as the provider knows it (undefined if there is none with that id). */
  retrievePaymentMethod(paymentMethodId: string): Promise<GatewayPaymentMethod | undefined>;

  /**
   * Creates a payment intent. With `confirm`, charges `paymentMethod` at once (off-session when
   * `offSession`); the answer is `succeeded`, `requires_action` (3-D Secure, Stripe only) or a
   * thrown CardError (the intent is then `requires_payment_method` with last_payment_error).
   * Without `confirm` the intent waits (`requires_confirmation` / `requires_payment_method`).
   */
  createPaymentIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  /** Confirms a waiting intent with a payment method (same outcomes as create with confirm). */
  confirmPaymentIntent(
    intentId: string,
    input: { paymentMethod: string; offSession?: boolean; idempotencyKey: string },
  ): Promise<GatewayIntent>;
  retrievePaymentIntent(intentId: string): Promise<GatewayIntent | undefined>;
  /** Cancels an intent that has not succeeded (a free cancellation releases it). */
  cancelPaymentIntent(intentId: string): Promise<void>;

  /**
   * Refunds `amount` of a succeeded intent's charge back to its card (Stripe's POST /v1/refunds).
   * The same idempotency key again answers the first refund and refunds nothing more; a refund
   * above what is left of the charge, or of an intent without a charge, is a RequestRefusedError
   * (nothing refunded). Any other error leaves the outcome unknown: ask again with the same key.
   */
  refundPayment(input: RefundInput): Promise<GatewayRefund>;

  /**
   * Checks a webhook's signature on the raw body and returns the event; throws
   * WebhookSignatureError when it does not verify. Undefined for the sandbox (no webhooks).
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export interface GatewayPaymentMethod {
  id: string;
  /** The customer it is attached to, if any. */
  customer: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  customer?: string;
  paymentMethod?: string;
  confirm: boolean;
  offSession?: boolean;
  description: string;
  /** Copied to the intent; the webhook finds the trip or top-up by it. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface RefundInput {
  intentId: string;
  /** Minor units, at least 1. */
  amount: number;
  /** Copied to the refund (who asked, why): the provider's dashboard shows it. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** A refund as the provider answers it; `pending` while the bank has not confirmed it yet. */
export interface GatewayRefund {
  id: string;
  intentId: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/** An intent's state, as the site sees it too (the contract's list: Stripe's states). */
export type GatewayIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export interface GatewayIntent {
  id: string;
  status: GatewayIntentStatus;
  clientSecret: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  metadata: Record<string, string>;
  /** The provider's message of the last failed attempt. */
  lastError: string | null;
}

/** The webhook events the service acts on. */
export interface GatewayEvent {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'other';
  intent: GatewayIntent | null;
}

/** A card the provider refused: its message is shown to the rider as is. */
export class CardError extends Error {
  /** Stripe-like decline code: card_declined, insufficient_funds, expired_card, incorrect_cvc… */
  readonly code: string;
  /** The intent the failed attempt belongs to, when there is one. */
  readonly intentId: string | undefined;

  constructor(message: string, code: string, intentId?: string) {
    super(message);
    this.name = 'CardError';
    this.code = code;
    this.intentId = intentId;
  }
}

/**
 * The provider refused a request as invalid before doing anything (a refund above what is left,
 * an intent with no charge): nothing moved, and the key is free again.
 */
export class RequestRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestRefusedError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
