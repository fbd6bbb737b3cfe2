import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import {
  assignMessage,
  inboxAssignees,
  inboxPage,
  readMessage,
  setMessageHandled,
} from './inbox-service.ts';

/** The back office's inbox (issue 30 "Inbox"): support staff and admins; every change audited. */
export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const routes = endpointTable.opsInbox;

  serve(app, routes.list, async (request) =>
    ok(await inboxPage(app.db, request.staff!, request.body)),
  );
  serve(app, routes.get, async (request) =>
    ok(await readMessage(app.db, request.staff!, request.body.contact_message_id)),
  );
  serve(app, routes.assignees, async () => ok({ staff: await inboxAssignees(app.db) }));
  serve(app, routes.assign, async (request) =>
    ok(await assignMessage(app.db, request.staff!, request.body)),
  );
  serve(app, routes.setHandled, async (request) =>
    ok(await setMessageHandled(app.db, request.staff!, request.body)),
  );
};
