import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { toCents } from '@fairfare/contracts/fare';
import type { PaymentIntent, walletTopUpRequestSchema } from '@fairfare/contracts/payments';
import type { GatewayIntent } from '../../adapters/payments/gateway.ts';
import { notFound } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import {
  asPaymentFailure,
  cardLabelOf,
  ensureCustomer,
  retrieveSucceededIntent,
  type PaymentDeps,
} from './gateway-calls.ts';
import { toPaymentIntent } from './mapping.ts';
import { paymentsRepo } from './repo.ts';
import { topUpKey } from './rules.ts';
import { creditTopUp } from './settle.ts';

const cents = (v: number) => v / 100;

/**
 * constantapi/walletcreatepaymentintent: adds money to the rider's wallet by card. The charge
 * carries a fresh idempotency key; a succeeded charge is credited once (creditTopUp) before the
 * answer; 3-D Secure is finalized by addtranswithouttrip or the webhook.
 */
export async function topUpWallet(
  deps: PaymentDeps,
  riderId: number,
  request: z.output<typeof walletTopUpRequestSchema>,
  now: number,
): Promise<{ client_secret: string; paymentIntent: PaymentIntent; u_wallet: number }> {
  const rider = await paymentsRepo.rider(deps.db, riderId);
  if (!rider) throw notFound();
  const saved = await paymentsRepo.findCard(deps.db, request.payment_method);
  if (saved) ownedBy(saved, riderId);
  const key = topUpKey(riderId, randomUUID());
  let intent: GatewayIntent;
  try {
    const customer = await ensureCustomer(deps, riderId);
    const method = saved
      ? undefined
      : await deps.payments.retrievePaymentMethod(request.payment_method);
    if (!saved && (!method || (method.customer !== null && method.customer !== customer))) {
      throw notFound();
    }
    const onCustomer = saved !== undefined || method?.customer === customer;
    intent = await deps.payments.createPaymentIntent({
      amount: toCents(request.amount),
      currency: (await paymentsRepo.walletCurrency(deps.db, riderId)).toLowerCase(),
      ...(onCustomer ? { customer } : {}),
      paymentMethod: request.payment_method,
      confirm: true,
      description: 'FairFare wallet top-up',
      metadata: { user_id: String(riderId), kind: 'wallet_topup' },
      idempotencyKey: key,
    });
  } catch (err) {
    throw asPaymentFailure(deps, err);
  }
  let balance = rider.u_wallet;
  if (intent.status === 'succeeded') {
    balance = await creditTopUp(deps, {
      riderId,
      intent,
      idempotencyKey: key,
      card: await cardLabelOf(deps, intent.paymentMethod),
      now,
    });
  }
  return {
    client_secret: intent.clientSecret,
    paymentIntent: toPaymentIntent(intent),
    u_wallet: cents(balance),
  };
}

/** The currency a rider's wallet is kept in (the back office shows it with the balance). */
export function walletCurrencyOf(db: PaymentDeps['db'], riderId: number): Promise<string> {
  return paymentsRepo.walletCurrency(db, riderId);
}

/** tronsactionapi/addtranswithouttrip: credits a top-up Stripe.js confirmed in the page. */
export async function recordConfirmedTopUp(
  deps: PaymentDeps,
  riderId: number,
  intentId: string,
  now: number,
): Promise<{ u_wallet: number }> {
  const intent = await retrieveSucceededIntent(
    deps,
    intentId,
    (metadata) => metadata.kind === 'wallet_topup' && metadata.user_id === String(riderId),
  );
  const balance = await creditTopUp(deps, {
    riderId,
    intent,
    idempotencyKey: null,
    card: await cardLabelOf(deps, intent.paymentMethod),
    now,
  });
  return { u_wallet: cents(balance) };
}
