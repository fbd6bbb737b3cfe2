import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  getAllInOneRequestSchema,
  getAllInOneResponseSchema,
  getCitiesRequestSchema,
  getCitiesResponseSchema,
  getCityRequestSchema,
  getCityResponseSchema,
  getGeofencesRequestSchema,
  getGeofencesResponseSchema,
} from '@fairfare/contracts/cities';
import { ok } from '../../http/envelope.ts';
import { getActiveCity, listCities, listGeofences } from './service.ts';

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.cities.list,
    {
      schema: {
        body: getCitiesRequestSchema,
        response: { 200: successEnvelopeSchema(getCitiesResponseSchema) },
      },
    },
    async () => ok(await listCities(app.db)),
  );

  app.post(
    endpoints.common.allInOne,
    {
      schema: {
        body: getAllInOneRequestSchema,
        response: { 200: successEnvelopeSchema(getAllInOneResponseSchema) },
      },
    },
    async () => ok({ City: await listCities(app.db) }),
  );

  app.post(
    endpoints.common.geofences,
    {
      schema: {
        body: getGeofencesRequestSchema,
        response: { 200: successEnvelopeSchema(getGeofencesResponseSchema) },
      },
    },
    async () => ok(await listGeofences(app.db)),
  );

  app.post(
    endpoints.cities.get,
    {
      schema: {
        body: getCityRequestSchema,
        response: { 200: successEnvelopeSchema(getCityResponseSchema) },
      },
    },
    async (request) => ok(await getActiveCity(app.db, request.body.city_id)),
  );
};
