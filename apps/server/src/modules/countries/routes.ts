import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { listCountries } from './service.ts';

export const countriesRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.constants.countries, async () => ok(await listCountries(app.db)));
};
