import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { applyPromo } from './service.ts';

export const promosRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.promos.apply, async (request) =>
    ok(await applyPromo(app.db, request.riderId, request.body), messages['booking.promoApplied']),
  );
};
