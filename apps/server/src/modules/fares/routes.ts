import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { EstimateCache } from './estimate-cache.ts';
import { estimateFares } from './service.ts';

/** How long an estimate of one route and category is reused (see estimate-cache.ts). */
export const ESTIMATE_REUSE_MS = 5_000;

export const faresRoutes: FastifyPluginAsync = async (app) => {
  const options = { serviceTaxPct: app.config.booking.serviceTaxPct };
  const cache = new EstimateCache({ ttlMs: ESTIMATE_REUSE_MS, maxEntries: 10_000 });
  // A fare or geofence staff change prices the next estimate afresh.
  app.publicChanges.onChange(() => cache.clear());
  serve(
    app,
    endpointTable.trips.estimate,
    async (request) =>
      ok(await cache.answer(request.body, () => estimateFares(app.db, request.body, options))),
    // public: limited per address
    {
      config: {
        rateLimit: { max: app.config.rateLimits.estimatesPerMinute, timeWindow: '1 minute' },
      },
    },
  );
};
