import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  driverPublicProfileSchema,
  updateDriverProfileRequestSchema,
} from '@fairfare/contracts/drivers';
import { ok } from '../../http/envelope.ts';
import { driverProfile } from './service.ts';

/**
 * The rider's side of the rating group (spec §7) besides the `rate` action of tripapi/updatetrip
 * (trips/service.ts dispatches it to ./service.ts).
 */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.drivers.updateProfile,
    {
      preHandler: app.requireRider,
      schema: {
        body: updateDriverProfileRequestSchema,
        response: { 200: successEnvelopeSchema(driverPublicProfileSchema) },
      },
    },
    async (request) => ok(await driverProfile(app.db, request.body.driver_id)),
  );
};
