import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { trackTrip } from './service.ts';

/** The public tracking call (docs/product/rules.md Tracking page): no login, the token is the key. */
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    endpointTable.trips.track,
    async (request) =>
      ok(
        await trackTrip(app.db, request.body.token, {
          now: Date.now(),
          linkHours: app.config.trackLinkHours,
        }),
      ),
    // Tokens are 192 random bits, so guessing is hopeless; the limit keeps scanners cheap.
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
};
