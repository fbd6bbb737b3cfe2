import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { driverProfile } from './service.ts';

/**
 * The rider's side of the rating group (spec §7) besides the `rate` action of tripapi/updatetrip
 * (trips/service.ts dispatches it to ./service.ts).
 */
export const ratingsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.drivers.profile, async (request) =>
    ok(await driverProfile(app.db, request.body.driver_id)),
  );
};
