import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { WebhookSignatureError } from '../../adapters/payments/gateway.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { handleGatewayEvent } from './webhook.ts';

/**
 * The Stripe webhook (no session: the signature proves the sender). Its own encapsulated plugin,
 * because the signature is checked on the raw body: JSON bodies stay Buffers here only.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  serve(
    app,
    endpointTable.payments.webhook,
    async (request) => {
      const parse = app.payments.parseWebhook?.bind(app.payments);
      // The sandbox has no webhooks.
      if (!parse) throw notFound();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = parse(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        // A verified body that is no event is bad input too, never a 5xx.
        throw badRequest(
          err instanceof WebhookSignatureError ? 'payment.webhookSignature' : 'error.badRequest',
        );
      }
      const outcome = await handleGatewayEvent(
        { db: app.db, payments: app.payments, log: request.log },
        event,
        Date.now(),
      );
      return ok({ received: true as const, outcome });
    },
    { bodyLimit: 1024 * 1024 },
  );
};
