import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { auditPage } from './service.ts';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.ops.auditLog, async (request) =>
    ok(await auditPage(app.db, request.body)),
  );
};
