import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  NEARBY_DRIVERS_PATH,
  nearbyDriversRequestSchema,
  nearbyDriversResponseSchema,
} from '@fairfare/contracts/nearby-drivers';
import { ok } from '../../http/envelope.ts';
import { nearbyDrivers } from './nearby-service.ts';

/** `driverapi/getnearbydriverlists`: public, rate-limited per client address. */
export const nearbyDriversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    NEARBY_DRIVERS_PATH,
    {
      config: {
        rateLimit: {
          max: app.config.nearbyDriversPerMinute,
          timeWindow: '1 minute',
        },
      },
      schema: {
        body: nearbyDriversRequestSchema,
        response: { 200: successEnvelopeSchema(nearbyDriversResponseSchema) },
      },
    },
    async (request) => ok(await nearbyDrivers(app, request.body)),
  );
};
