import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { listTripsRequestSchema, tripListSchema } from '@fairfare/contracts/trips';
import { ok } from '../../http/envelope.ts';
import { listOwnTrips } from './service.ts';

export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.trips.list,
    { preHandler: app.requireRider, schema: { body: listTripsRequestSchema, response: { 200: successEnvelopeSchema(tripListSchema) } } },
    async (request) => ok(await listOwnTrips(app.db, request.riderId, request.body)),
  );
};
