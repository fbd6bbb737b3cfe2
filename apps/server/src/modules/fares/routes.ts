import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { estimateRequestSchema, estimateResponseSchema } from '@fairfare/contracts/booking';
import { ok } from '../../http/envelope.ts';
import { estimateFares } from './service.ts';

export const faresRoutes: FastifyPluginAsyncZod = async (app) => {
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
      ok(
        await estimateFares(app.db, request.body, {
          serviceTaxPct: app.config.booking.serviceTaxPct,
        }),
      ),
  );
};
