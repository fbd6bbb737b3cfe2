import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalBodySchema, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  getReceiptRequestSchema,
  paymentEndpoints,
  receiptSchema,
  unpaidTripResponseSchema,
} from '@fairfare/contracts/payments';
import { ok } from '../../http/envelope.ts';
import { receiptOf, unpaidTripOf } from './service.ts';

const noBody = optionalBodySchema(z.object({}));

/** After the ride: the receipt of a paid trip, and the trip still to pay (contracts payments.ts). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    paymentEndpoints.receipt,
    {
      preHandler: app.requireRider,
      schema: {
        body: getReceiptRequestSchema,
        response: { 200: successEnvelopeSchema(receiptSchema) },
      },
    },
    async (request) => ok(await receiptOf(app.db, request.riderId, request.body.trip_id)),
  );

  app.post(
    paymentEndpoints.unpaidTrip,
    {
      preHandler: app.requireRider,
      schema: {
        body: noBody,
        response: { 200: successEnvelopeSchema(unpaidTripResponseSchema) },
      },
    },
    async (request) => ok(await unpaidTripOf(app.db, request.riderId)),
  );
};
