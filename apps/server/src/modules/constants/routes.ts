import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { listConstants } from './service.ts';

export const constantsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.constants.list, async () => ok(await listConstants(app.db)));
};
