import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { listCategories } from './service.ts';

export const categoriesRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.categories.list, async (request) =>
    ok(await listCategories(app.db, request.body.city_id, request.body.lang)),
  );
};
