import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { trackedTripSchema, trackRequestSchema } from '@fairfare/contracts/tracking';
import { ok } from '../../http/envelope.ts';
import { trackTrip } from './service.ts';

/** The public tracking call (DESIGN §5 Tracking page): no login, the token is the key. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.trips.track,
    {
      // Tokens are 192 random bits, so guessing is hopeless; the limit keeps scanners cheap.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        body: trackRequestSchema,
        response: { 200: successEnvelopeSchema(trackedTripSchema) },
      },
    },
    async (request) =>
      ok(
        await trackTrip(app.db, request.body.token, {
          now: Date.now(),
          linkHours: app.config.trackLinkHours,
        }),
      ),
  );
};
