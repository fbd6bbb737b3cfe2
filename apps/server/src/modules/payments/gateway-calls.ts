import type { FastifyBaseLogger } from 'fastify';
import {
  CardError,
  type GatewayIntent,
  type GatewayPaymentMethod,
  type PaymentGateway,
} from '../../adapters/payments/gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { MessageKey } from '@fairfare/contracts/messages';
import { paymentsRepo } from './repo.ts';
import { cardErrorKey } from './rules.ts';

/** What the payment services need: the database, the card gateway, somewhere to log. */
export interface PaymentDeps {
  db: Db;
  payments: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * How long after a card charge opens the reconciliation job looks at it (attempt-recovery.ts).
   */
  reconcileAfterMs?: number;
}

/** The card of a payment for its record: brand and last 4 only. */
export interface CardLabel {
  brand: string;
  last4: string;
}

/** The rider's gateway customer, created (and stored on users) the first time it is needed. */
export async function ensureCustomer(deps: PaymentDeps, riderId: number): Promise<string> {
  const rider = await paymentsRepo.rider(deps.db, riderId);
  if (!rider) throw notFound();
  if (rider.stripe_customer_id) return rider.stripe_customer_id;
  const created = await deps.payments.createCustomer({
    riderId,
    name: `${rider.first_name} ${rider.last_name}`.trim(),
    phone: `${rider.phone_code}${rider.phone}`,
  });
  // Two first payments at once: the first stored customer wins, the other stays unused.
  return (await paymentsRepo.setCustomerOnce(deps.db, riderId, created.id)) ?? created.id;
}

/** Attaches a card to the rider's customer and saves brand, last 4 and expiry. */
export async function attachAndSave(
  deps: PaymentDeps,
  riderId: number,
  customerId: string,
  paymentMethodId: string,
  now: number,
): Promise<GatewayPaymentMethod> {
  const method = await deps.payments.attachPaymentMethod(customerId, paymentMethodId);
  await paymentsRepo.saveCard(deps.db, {
    userId: riderId,
    paymentMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.expMonth,
    expYear: method.card.expYear,
    now,
  });
  return method;
}

/** The card behind a payment method, for the record (best effort: null when unknown). */
export async function cardLabelOf(
  deps: PaymentDeps,
  paymentMethodId: string | null,
): Promise<CardLabel | null> {
  if (!paymentMethodId) return null;
  const saved = await paymentsRepo.findCard(deps.db, paymentMethodId);
  if (saved) return { brand: saved.brand, last4: saved.last4 };
  try {
    const method = await deps.payments.retrievePaymentMethod(paymentMethodId);
    return method ? { brand: method.card.brand, last4: method.card.last4 } : null;
  } catch {
    return null;
  }
}

/**
 * A declined card answers 402 with a message key the site shows in the rider's language (issue
 * 38 point 4: the provider's English "Your card was declined." showed in a Spanish popup): the
 * key of its decline code, else `payment.cardDeclined`. The provider's own words stay in the
 * payment's record (failure_message) and the log, for support.
 */
export function cardRefused(err: CardError): AppError {
  return new AppError(402, cardRefusalKey(err.code));
}

/** The message key of a card the provider refused: its code's, else "Your card was declined." */
export function cardRefusalKey(code: string): MessageKey {
  const key = cardErrorKey(code);
  return key === 'payment.providerError' ? 'payment.cardDeclined' : key;
}

/**
 * What the caller hears of a failed gateway call: our own AppError as is, a card failure as 402,
 * anything else (network, configuration) as 503 `payment.unavailable`, logged.
 */
export function asPaymentFailure(deps: PaymentDeps, err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof CardError) return cardRefused(err);
  deps.log.warn({ err }, 'payment gateway call failed');
  return new AppError(503, 'payment.unavailable');
}

/**
 * An intent the page confirmed (Stripe.js), read back from the gateway: it must be the caller's
 * (`isOwn` checks its metadata; otherwise 404 like a missing one) and have succeeded (else 409).
 */
export async function retrieveSucceededIntent(
  deps: PaymentDeps,
  intentId: string,
  isOwn: (metadata: Record<string, string>) => boolean,
): Promise<GatewayIntent> {
  let intent: GatewayIntent | undefined;
  try {
    intent = await deps.payments.retrievePaymentIntent(intentId);
  } catch (err) {
    throw asPaymentFailure(deps, err);
  }
  if (!intent || !isOwn(intent.metadata)) throw notFound();
  if (intent.status !== 'succeeded') throw conflict('payment.notConfirmed');
  return intent;
}
