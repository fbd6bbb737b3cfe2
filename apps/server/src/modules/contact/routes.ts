import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { contactRequestSchema, contactResponseSchema } from '@fairfare/contracts/contact';
import { messages } from '@fairfare/contracts/messages';
import { ok } from '../../http/envelope.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { saveContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.contact.send,
    {
      // Counted before validation too, so that a flood of bad input is refused as well.
      config: {
        rateLimit: {
          max: app.config.rateLimits.contactPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => tooManyRequests('contact.tooMany'),
        },
      },
      schema: {
        body: contactRequestSchema,
        response: { 200: successEnvelopeSchema(contactResponseSchema) },
      },
    },
    async (request) =>
      ok(await saveContactMessage(app.db, request.body, request.ip), messages['contact.sent']),
  );
};
