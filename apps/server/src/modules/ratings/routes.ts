import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { rateRider } from './rider-rating.ts';
import { driverProfile } from './service.ts';

/**
 * The rider's side of the rating group (docs/product/api.md) besides the `rate` action of tripapi/updatetrip
 * (trips/service.ts dispatches it to ./service.ts).
 */
export const ratingsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.drivers.profile, async (request) =>
    ok(await driverProfile(app.db, request.body.driver_id)),
  );
  // The driver's side: the trip's driver rates its rider (driver-after-ride.ts).
  serve(app, endpointTable.drivers.rateRider, async (request) =>
    ok(
      await rateRider(app.db, request.driverId, request.body, Date.now()),
      messages['rating.thanks'],
    ),
  );
};
