import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { estimateRequestSchema, estimateResponseSchema } from '@fairfare/contracts/booking';
import { ok } from '../../http/envelope.ts';
import { EstimateCache } from './estimate-cache.ts';
import { estimateFares } from './service.ts';

/** How long an estimate of one route and category is reused (see estimate-cache.ts). */
export const ESTIMATE_REUSE_MS = 5_000;

export const faresRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { serviceTaxPct: app.config.booking.serviceTaxPct };
  const cache = new EstimateCache({ ttlMs: ESTIMATE_REUSE_MS, maxEntries: 10_000 });
  app.post(
    endpoints.trips.estimate,
    {
      // public: limited per address
      config: {
        rateLimit: {
          max: app.config.rateLimits.estimatesPerMinute,
          timeWindow: '1 minute',
        },
      },
      schema: {
        body: estimateRequestSchema,
        response: { 200: successEnvelopeSchema(estimateResponseSchema) },
      },
    },
    async (request) =>
      ok(await cache.answer(request.body, () => estimateFares(app.db, request.body, options))),
  );
};
