import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from '@fairfare/contracts/api';
import { messages } from '@fairfare/contracts/messages';
import {
  addTipRequestSchema,
  tipEndpoints,
  tipOptionsRequestSchema,
  tipOptionsSchema,
} from '@fairfare/contracts/tips';
import { ok } from '../../http/envelope.ts';
import { addTip, tipOptions, type TipDeps } from './service.ts';

/** Tips each rider may add (or try to) per minute: a tip may reach the card provider. */
const TIP_CALLS_PER_MINUTE = 30;

/** The tip step after a ride (contracts tips.ts): its options, and adding the tip. Riders only. */
export const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TipDeps = {
    db: app.db,
    payments: app.payments,
    log: app.log,
    notifier: app.notifier,
    maxPercent: app.config.tips.maxPercent,
  };

  app.post(
    tipEndpoints.options,
    {
      preHandler: app.requireRider,
      schema: {
        body: tipOptionsRequestSchema,
        response: { 200: successEnvelopeSchema(tipOptionsSchema) },
      },
    },
    async (request) =>
      ok(await tipOptions(deps, request.riderId, request.body.trip_id, Date.now())),
  );

  app.post(
    tipEndpoints.add,
    {
      preHandler: app.requireRider,
      config: {
        // Counted per rider after the session check, like the card calls (payments/routes.ts).
        rateLimit: {
          max: TIP_CALLS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `tip-rider-${request.riderId}`,
        },
      },
      schema: {
        body: addTipRequestSchema,
        response: { 200: successEnvelopeSchema(tipOptionsSchema) },
      },
    },
    async (request) =>
      ok(await addTip(deps, request.riderId, request.body, Date.now()), messages['tip.added']),
  );
};
