import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { applyPromoRequestSchema, promoResultSchema } from '@fairfare/contracts/booking';
import { messages } from '@fairfare/contracts/messages';
import { ok } from '../../http/envelope.ts';
import { applyPromo } from './service.ts';

export const promosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.promos.apply,
    {
      preHandler: app.requireRider,
      schema: {
        body: applyPromoRequestSchema,
        response: { 200: successEnvelopeSchema(promoResultSchema) },
      },
    },
    async (request) =>
      ok(await applyPromo(app.db, request.riderId, request.body), messages['booking.promoApplied']),
  );
};
