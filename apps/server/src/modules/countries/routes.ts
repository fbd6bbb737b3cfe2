import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  getCountriesRequestSchema,
  getCountriesResponseSchema,
} from '@fairfare/contracts/constants';
import { ok } from '../../http/envelope.ts';
import { listCountries } from './service.ts';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.constants.countries,
    {
      schema: {
        body: getCountriesRequestSchema,
        response: { 200: successEnvelopeSchema(getCountriesResponseSchema) },
      },
    },
    async () => ok(await listCountries(app.db)),
  );
};
