import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { receiptOf, unpaidTripOf } from './service.ts';

/** After the ride: the receipt of a paid trip, and the trip still to pay (contracts payments.ts). */
export const receiptsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.payments.receipt, async (request) =>
    ok(await receiptOf(app.db, request.riderId, request.body.trip_id)),
  );
  serve(app, endpointTable.payments.unpaidTrip, async (request) =>
    ok(await unpaidTripOf(app.db, request.riderId)),
  );
};
