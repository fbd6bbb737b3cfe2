import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { deleteContact, listContacts, safetyEvent, saveContact, shareTrip } from './service.ts';

export const safetyRoutes: FastifyPluginAsync = async (app) => {
  const safety = endpointTable.safety;

  serve(app, safety.contacts, async (request) =>
    ok({ contacts: await listContacts(app.db, request.riderId) }),
  );

  serve(app, safety.saveContact, async (request) =>
    ok(
      await saveContact(app.db, request.riderId, request.body, Date.now()),
      messages['safety.contactSaved'],
    ),
  );

  serve(app, safety.deleteContact, async (request) => {
    await deleteContact(app.db, request.riderId, request.body.contact_id);
    return ok({ deleted: true as const }, messages['safety.contactDeleted']);
  });

  serve(app, safety.shareTrip, async (request) =>
    ok(
      await shareTrip(
        { db: app.db, sms: app.sms, publicBaseUrl: app.config.publicBaseUrl },
        request.riderId,
        request.body,
        Date.now(),
      ),
      messages['safety.shared'],
    ),
  );

  serve(app, safety.event, async (request) =>
    ok(await safetyEvent(app.db, request.riderId, request.body, Date.now())),
  );
};
