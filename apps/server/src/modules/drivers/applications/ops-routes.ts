import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_PATH } from '@fairfare/contracts/driver-applications';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { sendCsv } from '../../../http/csv.ts';
import { serve } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { notFound } from '../../../http/errors.ts';
import { recordExport } from '../../audit/service.ts';
import {
  APPLICATION_CSV_HEADER,
  applicationDetail,
  approveApplication,
  everyApplication,
  listApplications,
  readDocument,
  rejectApplication,
  type ReviewDeps,
} from './review-service.ts';

const documentParams = z.object({
  documentId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** File name extensions of the accepted types (the browser's "save as" of a document). */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The back office's review of applications: city managers for their cities, and admins. */
export const opsApplicationsRoutes: FastifyPluginAsync = async (app) => {
  const routes = endpointTable.opsApplications;
  const deps = (log: ReviewDeps['log']): ReviewDeps => ({
    db: app.db,
    sms: app.sms,
    documents: app.documents,
    log,
  });

  serve(app, routes.list, async (request) =>
    ok(await listApplications(app.db, request.staff!, request.body)),
  );
  serve(app, routes.export, async (request, reply) => {
    await recordExport(app.db, request.staff!.staffId, 'applications', request.body, Date.now());
    const rows = everyApplication(app.db, request.staff!, request.body);
    return sendCsv(reply, 'applications.csv', APPLICATION_CSV_HEADER, rows);
  });

  serve(app, routes.detail, async (request) =>
    ok(await applicationDetail(app.db, request.staff!, request.body.application_id)),
  );

  serve(app, routes.approve, async (request) =>
    ok(
      await approveApplication(deps(request.log), request.staff!, request.body.application_id),
      messages['apply.approved'],
    ),
  );

  serve(app, routes.reject, async (request) =>
    ok(
      await rejectApplication(deps(request.log), request.staff!, {
        applicationId: request.body.application_id,
        reason: request.body.reason,
      }),
      messages['apply.rejectedDone'],
    ),
  );

  // A document's bytes (an <img> or a link of the review screen): the same staff as the review,
  // never cached, never sniffed into another type; each view is audit-logged.
  app.get(
    `${DOCUMENT_PATH}:documentId`,
    { config: { access: 'staff', roles: routes.detail.roles } },
    async (request, reply) => {
      const params = documentParams.safeParse(request.params);
      if (!params.success) throw notFound();
      const document = await readDocument(
        deps(request.log),
        request.staff!,
        params.data.documentId,
      );
      const name = `${document.kind}-${params.data.documentId}.${EXTENSIONS[document.contentType] ?? 'bin'}`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .type(document.contentType)
        .send(Buffer.from(document.bytes));
    },
  );
};
