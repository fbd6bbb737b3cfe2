import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { scopeOfStaff } from '../city-rules/scope.ts';
import { cityNow } from './service.ts';

/** The live view's snapshot over HTTP (issue 30 "Now"); the pushes go over the `/ops` namespace. */
export const cityNowRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.opsNow.city, async (request) =>
    ok(await cityNow(app.db, scopeOfStaff(request.staff!), request.body.city_id, Date.now())),
  );
};
