import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { getActiveCity, listCities, listGeofences } from './service.ts';

export const citiesRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.cities.list, async () => ok(await listCities(app.db)));
  serve(app, endpointTable.common.allInOne, async () => ok({ City: await listCities(app.db) }));
  serve(app, endpointTable.common.geofences, async () => ok(await listGeofences(app.db)));
  serve(app, endpointTable.cities.get, async (request) =>
    ok(await getActiveCity(app.db, request.body.city_id)),
  );
};
