import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { saveContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    endpointTable.contact.send,
    async (request) =>
      ok(await saveContactMessage(app.db, request.body, request.ip), messages['contact.sent']),
    {
      // Counted before validation too, so that a flood of bad input is refused as well.
      config: {
        rateLimit: {
          max: app.config.rateLimits.contactPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => tooManyRequests('contact.tooMany'),
        },
      },
    },
  );
};
