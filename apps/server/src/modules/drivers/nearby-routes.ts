import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { nearbyDrivers } from './nearby-service.ts';

/** `driverapi/getnearbydriverlists`: public, rate-limited per client address. */
export const nearbyDriversRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    endpointTable.drivers.nearby,
    async (request) => ok(await nearbyDrivers(app, request.body)),
    {
      config: { rateLimit: { max: app.config.nearbyDriversPerMinute, timeWindow: '1 minute' } },
    },
  );
};
