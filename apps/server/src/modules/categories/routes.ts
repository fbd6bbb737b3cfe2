import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  getCategoriesRequestSchema,
  getCategoriesResponseSchema,
} from '@fairfare/contracts/categories';
import { ok } from '../../http/envelope.ts';
import { listCategories } from './service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.categories.list,
    {
      schema: {
        body: getCategoriesRequestSchema,
        response: { 200: successEnvelopeSchema(getCategoriesResponseSchema) },
      },
    },
    async (request) => ok(await listCategories(app.db, request.body.city_id, request.body.lang)),
  );
};
