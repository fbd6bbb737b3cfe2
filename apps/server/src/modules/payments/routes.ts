import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from '@fairfare/contracts/api';
import { messages } from '@fairfare/contracts/messages';
import {
  addTripTransactionRequestSchema,
  addTripTransactionResponseSchema,
  addWalletTransactionRequestSchema,
  addWalletTransactionResponseSchema,
  attachPaymentMethodRequestSchema,
  attachPaymentMethodResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  detachPaymentMethodRequestSchema,
  detachPaymentMethodResponseSchema,
  getPaymentMethodsRequestSchema,
  paymentEndpoints,
  paymentMethodsResponseSchema,
  sandboxCardRequestSchema,
  sandboxCardResponseSchema,
  stripeKeyResponseSchema,
  walletTopUpRequestSchema,
  walletTopUpResponseSchema,
} from '@fairfare/contracts/payments';
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
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentDeps = { db: app.db, payments: app.payments, log: app.log };

  app.post(
    paymentEndpoints.stripeKey,
    { schema: { response: { 200: successEnvelopeSchema(stripeKeyResponseSchema) } } },
    async () => ok({ stripe_p_key: app.payments.publishableKey, mode: app.payments.mode }),
  );

  app.post(
    paymentEndpoints.sandboxPaymentMethod,
    {
      preHandler: app.requireRider,
      config: perRider,
      schema: {
        body: sandboxCardRequestSchema,
        response: { 200: successEnvelopeSchema(sandboxCardResponseSchema) },
      },
    },
    async (request) => ok(await tokenizeSandboxCard(deps, request.body)),
  );

  app.post(
    paymentEndpoints.paymentMethods,
    {
      preHandler: app.requireRider,
      schema: {
        body: getPaymentMethodsRequestSchema,
        response: { 200: successEnvelopeSchema(paymentMethodsResponseSchema) },
      },
    },
    async (request) => ok(await listCards(deps, request.riderId, request.body.customer_id)),
  );

  app.post(
    paymentEndpoints.attach,
    {
      preHandler: app.requireRider,
      config: perRider,
      schema: {
        body: attachPaymentMethodRequestSchema,
        response: { 200: successEnvelopeSchema(attachPaymentMethodResponseSchema) },
      },
    },
    async (request) => {
      const result = await attachCard(deps, request.riderId, request.body, Date.now());
      return ok(result, result.success ? messages['payment.cardSaved'] : undefined);
    },
  );

  app.post(
    paymentEndpoints.detach,
    {
      preHandler: app.requireRider,
      schema: {
        body: detachPaymentMethodRequestSchema,
        response: { 200: successEnvelopeSchema(detachPaymentMethodResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await detachCard(deps, request.riderId, request.body.payment_method_id),
        messages['payment.cardRemoved'],
      ),
  );

  app.post(
    paymentEndpoints.createIntent,
    {
      preHandler: app.requireRider,
      config: perRider,
      schema: {
        body: createPaymentIntentRequestSchema,
        response: { 200: successEnvelopeSchema(createPaymentIntentResponseSchema) },
      },
    },
    async (request) => {
      const result = await payTripByCard(deps, request.riderId, request.body, Date.now());
      const paid = result.paymentIntent.status === 'succeeded';
      return ok(result, paid ? messages['payment.paid'] : undefined);
    },
  );

  app.post(
    paymentEndpoints.walletIntent,
    {
      preHandler: app.requireRider,
      config: perRider,
      schema: {
        body: walletTopUpRequestSchema,
        response: { 200: successEnvelopeSchema(walletTopUpResponseSchema) },
      },
    },
    async (request) => {
      const result = await topUpWallet(deps, request.riderId, request.body, Date.now());
      const done = result.paymentIntent.status === 'succeeded';
      return ok(result, done ? messages['payment.topUpDone'] : undefined);
    },
  );

  app.post(
    paymentEndpoints.addTripTransaction,
    {
      preHandler: app.requireRider,
      schema: {
        body: addTripTransactionRequestSchema,
        response: { 200: successEnvelopeSchema(addTripTransactionResponseSchema) },
      },
    },
    async (request) => {
      const { trip, message } = await addTripTransaction(
        deps,
        request.riderId,
        request.body,
        Date.now(),
      );
      return ok(trip, messages[message]);
    },
  );

  app.post(
    paymentEndpoints.addWalletTransaction,
    {
      preHandler: app.requireRider,
      schema: {
        body: addWalletTransactionRequestSchema,
        response: { 200: successEnvelopeSchema(addWalletTransactionResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await recordConfirmedTopUp(
          deps,
          request.riderId,
          request.body.payment_intent_id,
          Date.now(),
        ),
        messages['payment.topUpDone'],
      ),
  );

  await app.register(webhookRoutes);
};
