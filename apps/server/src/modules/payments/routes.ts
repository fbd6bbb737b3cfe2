import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { attachCard, detachCard, listCards, tokenizeSandboxCard } from './cards.ts';
import type { PaymentDeps } from './gateway-calls.ts';
import { addTripTransaction, payTripByCard } from './service.ts';
import { recordConfirmedTopUp, topUpWallet } from './wallet.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** Card calls (tokenize, save, pay, top up) each rider may make per minute, per call. */
const CARD_CALLS_PER_MINUTE = 30;

/**
 * Counted per rider after the session check (preHandler), so one rider cannot hammer the card
 * provider and riders behind one address do not share a budget.
 */
const perRider = {
  rateLimit: {
    max: CARD_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `rider-${request.riderId}`,
  },
};

/** Saved cards, paying a trip, the wallet top-up, and the Stripe webhook (contracts payments.ts). */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const deps: PaymentDeps = {
    db: app.db,
    payments: app.payments,
    log: app.log,
    reconcileAfterMs: app.config.jobs.paymentReconcileAfterMs,
  };
  const payments = endpointTable.payments;
  const limited = { config: perRider };

  serve(app, payments.stripeKey, async () =>
    ok({ stripe_p_key: app.payments.publishableKey, mode: app.payments.mode }),
  );

  serve(
    app,
    payments.sandboxPaymentMethod,
    async (request) => ok(await tokenizeSandboxCard(deps, request.body)),
    limited,
  );

  serve(app, payments.paymentMethods, async (request) =>
    ok(await listCards(deps, request.riderId, request.body.customer_id)),
  );

  serve(
    app,
    payments.attach,
    async (request) => {
      const result = await attachCard(deps, request.riderId, request.body, Date.now());
      return ok(result, result.success ? messages['payment.cardSaved'] : undefined);
    },
    limited,
  );

  serve(app, payments.detach, async (request) =>
    ok(
      await detachCard(deps, request.riderId, request.body.payment_method_id),
      messages['payment.cardRemoved'],
    ),
  );

  serve(
    app,
    payments.createIntent,
    async (request) => {
      const result = await payTripByCard(deps, request.riderId, request.body, Date.now());
      const paid = result.paymentIntent.status === 'succeeded';
      return ok(result, paid ? messages['payment.paid'] : undefined);
    },
    limited,
  );

  serve(
    app,
    payments.walletIntent,
    async (request) => {
      const result = await topUpWallet(deps, request.riderId, request.body, Date.now());
      const done = result.paymentIntent.status === 'succeeded';
      return ok(result, done ? messages['payment.topUpDone'] : undefined);
    },
    limited,
  );

  serve(app, payments.addTripTransaction, async (request) => {
    const { trip, message } = await addTripTransaction(
      deps,
      request.riderId,
      request.body,
      Date.now(),
    );
    return ok(trip, messages[message]);
  });

  serve(app, payments.addWalletTransaction, async (request) =>
    ok(
      await recordConfirmedTopUp(deps, request.riderId, request.body.payment_intent_id, Date.now()),
      messages['payment.topUpDone'],
    ),
  );

  await app.register(webhookRoutes);
};
