import type { z } from 'zod';
import type {
  attachPaymentMethodRequestSchema,
  sandboxCardRequestSchema,
  SavedCard,
} from '@fairfare/contracts/payments';
import { CardError } from '../../adapters/payments/gateway.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import {
  asPaymentFailure,
  attachAndSave,
  cardRefusalKey,
  ensureCustomer,
  type PaymentDeps,
} from './gateway-calls.ts';
import { methodAsSavedCard, toSavedCard } from './mapping.ts';
import { paymentsRepo } from './repo.ts';
import { fullYear } from './rules.ts';

/** A customer id the site sends must be the rider's own (else 404, like a missing one). */
async function checkCustomer(deps: PaymentDeps, riderId: number, customerId: string | undefined) {
  if (customerId === undefined) return;
  const rider = await paymentsRepo.rider(deps.db, riderId);
  if (!rider?.stripe_customer_id || rider.stripe_customer_id !== customerId) throw notFound();
}

/** constantapi/getpaymentmethods: the rider's saved cards, newest first. */
export async function listCards(
  deps: PaymentDeps,
  riderId: number,
  customerId: string | undefined,
): Promise<{ data: SavedCard[] }> {
  await checkCustomer(deps, riderId, customerId);
  return { data: (await paymentsRepo.cardsOf(deps.db, riderId)).map(toSavedCard) };
}

/**
 * constantapi/attachpaymentmethod: saves a card on the rider's customer (created when missing).
 * A card the provider refuses answers success false with its message (the site shows 'Failed to
 * save card: {error}'); the same card saved again succeeds; another rider's card is 404.
 */
export async function attachCard(
  deps: PaymentDeps,
  riderId: number,
  request: z.output<typeof attachPaymentMethodRequestSchema>,
  now: number,
): Promise<{
  success: boolean;
  error: string | null;
  error_code?: string;
  card: SavedCard | null;
}> {
  await checkCustomer(deps, riderId, request.customer_id);
  const saved = await paymentsRepo.findCard(deps.db, request.payment_method_id);
  if (saved) return { success: true, error: null, card: toSavedCard(ownedBy(saved, riderId)) };
  try {
    const customer = await ensureCustomer(deps, riderId);
    const known = await deps.payments.retrievePaymentMethod(request.payment_method_id);
    if (!known || (known.customer !== null && known.customer !== customer)) throw notFound();
    const method = await attachAndSave(deps, riderId, customer, known.id, now);
    return { success: true, error: null, card: methodAsSavedCard(method) };
  } catch (err) {
    if (err instanceof CardError) {
      return {
        success: false,
        error: err.message,
        error_code: cardRefusalKey(err.code),
        card: null,
      };
    }
    throw asPaymentFailure(deps, err);
  }
}

/** constantapi/detachpaymentmethod: removes one of the rider's own saved cards (else 404). */
export async function detachCard(
  deps: PaymentDeps,
  riderId: number,
  paymentMethodId: string,
): Promise<{ id: string }> {
  ownedBy(await paymentsRepo.findCard(deps.db, paymentMethodId), riderId);
  try {
    const method = await deps.payments.retrievePaymentMethod(paymentMethodId);
    if (method?.customer) await deps.payments.detachPaymentMethod(paymentMethodId);
  } catch (err) {
    throw asPaymentFailure(deps, err);
  }
  await paymentsRepo.deleteCard(deps.db, riderId, paymentMethodId);
  return { id: paymentMethodId };
}

/**
 * constantapi/sandboxcreatepaymentmethod: the sandbox card form's tokenizer (what Stripe.js does
 * with Stripe). 404 when the gateway has none; a refused card is 400 with its message.
 */
export async function tokenizeSandboxCard(
  deps: PaymentDeps,
  card: z.output<typeof sandboxCardRequestSchema>,
): Promise<SavedCard> {
  const create = deps.payments.createPaymentMethod?.bind(deps.payments);
  if (!create) throw notFound();
  try {
    const method = await create({
      number: card.number,
      expMonth: card.exp_month,
      expYear: fullYear(card.exp_year),
      cvc: card.cvc,
    });
    return methodAsSavedCard(method);
  } catch (err) {
    // in the rider's language, never the provider's English words (gateway-calls.ts)
    if (err instanceof CardError) throw new AppError(400, cardRefusalKey(err.code));
    throw asPaymentFailure(deps, err);
  }
}
