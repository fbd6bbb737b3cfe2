import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { DOCUMENT_MAX_BYTES, documentQuerySchema } from '@fairfare/contracts/driver-applications';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { sendCode } from '../../auth/service.ts';
import { authDepsOf, callerOf } from '../../auth/session-cookie.ts';
import { setApplyCookie } from './identify.ts';
import {
  myApplication,
  saveApplication,
  startApplication,
  submitApplication,
  uploadDocument,
} from './service.ts';

/** The application to drive, as its applicant fills it in (driver app, /drive/apply). */
export const applyRoutes: FastifyPluginAsync = async (app) => {
  const routes = endpointTable.apply;

  // Documents arrive as raw bytes with their type (no base64, no multipart): every type is read,
  // so that a wrong one gets the application's own message rather than a bare 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError(413, 'apply.documentTooLarge');
    throw error; // the service's own handler answers the rest
  });

  serve(app, routes.code, async (request, reply) => {
    const body = request.body;
    const caller = callerOf(request, body.step === 'request' ? reply : undefined);
    if (body.step === 'request') {
      return ok(
        await sendCode(authDepsOf(app), { ...body, purpose: 'apply', ...caller }),
        messages['auth.codeSent'],
      );
    }
    const { application, token } = await startApplication(authDepsOf(app), { ...body, caller });
    setApplyCookie(request, reply, token);
    return ok(application);
  });

  serve(app, routes.mine, async (request) =>
    ok(await myApplication(app.db, request.applicationId)),
  );

  serve(app, routes.save, async (request) =>
    ok(await saveApplication(app.db, request.applicationId, request.body, Date.now())),
  );

  serve(
    app,
    routes.document,
    async (request) => {
      const query = documentQuerySchema.safeParse(request.query);
      if (!query.success) throw badRequest('apply.kindInvalid');
      if (!Buffer.isBuffer(request.body)) throw badRequest('apply.documentType');
      const document = await uploadDocument(
        { db: app.db, documents: app.documents, log: request.log },
        request.applicationId,
        {
          kind: query.data.kind,
          declaredType: request.headers['content-type'] ?? '',
          bytes: new Uint8Array(request.body),
        },
        Date.now(),
      );
      return ok(document);
    },
    { bodyLimit: DOCUMENT_MAX_BYTES },
  );

  serve(app, routes.submit, async (request) =>
    ok(
      await submitApplication(app.db, request.applicationId, Date.now()),
      messages['apply.submitted'],
    ),
  );
};
