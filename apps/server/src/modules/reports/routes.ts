import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { scopeOfStaff } from '../city-rules/scope.ts';
import { dailyReport } from './service.ts';

/** The back office's reports (issue 39): per city and day, the caller's cities only. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.opsReports.daily, async (request) =>
    ok(await dailyReport(app.db, scopeOfStaff(request.staff!), request.body)),
  );
};
