import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { sendCsv } from '../../http/csv.ts';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { AUDIT_CSV_HEADER, auditPage, everyAuditEntry, recordExport } from './service.ts';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.ops.auditLog, async (request) =>
    ok(await auditPage(app.db, request.body)),
  );
  serve(app, endpointTable.opsSearch.exportAudit, async (request, reply) => {
    await recordExport(app.db, request.staff!.staffId, 'audit', request.body, Date.now());
    return sendCsv(reply, 'audit-log.csv', AUDIT_CSV_HEADER, everyAuditEntry(app.db, request.body));
  });
};
