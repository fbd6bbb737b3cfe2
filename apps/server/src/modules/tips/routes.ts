import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { addTip, tipOptions, type TipDeps } from './service.ts';

/** Tips each rider may add (or try to) per minute: a tip may reach the card provider. */
const TIP_CALLS_PER_MINUTE = 30;

/** The tip step after a ride (contracts tips.ts): its options, and adding the tip. Riders only. */
export const tipsRoutes: FastifyPluginAsync = async (app) => {
  const deps: TipDeps = {
    db: app.db,
    payments: app.payments,
    log: app.log,
    notifier: app.notifier,
    maxPercent: app.config.tips.maxPercent,
    reconcileAfterMs: app.config.jobs.paymentReconcileAfterMs,
  };

  serve(app, endpointTable.tips.options, async (request) =>
    ok(await tipOptions(deps, request.riderId, request.body.trip_id, Date.now())),
  );

  serve(
    app,
    endpointTable.tips.add,
    async (request) =>
      ok(await addTip(deps, request.riderId, request.body, Date.now()), messages['tip.added']),
    {
      config: {
        // Counted per rider after the session check, like the card calls (payments/routes.ts).
        rateLimit: {
          max: TIP_CALLS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler' as const,
          keyGenerator: (request: FastifyRequest) => `tip-rider-${request.riderId}`,
        },
      },
    },
  );
};
