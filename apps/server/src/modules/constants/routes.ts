import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  getConstantsRequestSchema,
  getConstantsResponseSchema,
} from '@fairfare/contracts/constants';
import { ok } from '../../http/envelope.ts';
import { listConstants } from './service.ts';

export const constantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.constants.list,
    {
      schema: {
        body: getConstantsRequestSchema,
        response: { 200: successEnvelopeSchema(getConstantsResponseSchema) },
      },
    },
    async () => ok(await listConstants(app.db)),
  );
};
