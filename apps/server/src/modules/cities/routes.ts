import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { getCitiesRequestSchema, getCitiesResponseSchema } from '@fairfare/contracts/cities';
import { ok } from '../../http/envelope.ts';
import { listCities } from './service.ts';

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
};
