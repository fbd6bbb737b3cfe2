import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { messages } from '@fairfare/contracts/messages';
import {
  contactIdRequestSchema,
  safetyEventRequestSchema,
  safetyPanelSchema,
  saveTrustedContactRequestSchema,
  shareTripRequestSchema,
  shareTripResponseSchema,
  trustedContactListSchema,
  trustedContactSchema,
} from '@fairfare/contracts/safety';
import { ok } from '../../http/envelope.ts';
import { deleteContact, listContacts, safetyEvent, saveContact, shareTrip } from './service.ts';

/** The tracking page of a token on the site the rider is using. */
function trackUrlFor(request: FastifyRequest) {
  return (token: string) =>
    `${request.protocol}://${request.host}/track?trip=${encodeURIComponent(token)}`;
}

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requireRider };

  app.post(
    endpoints.safety.contacts,
    { ...guard, schema: { response: { 200: successEnvelopeSchema(trustedContactListSchema) } } },
    async (request) => ok({ contacts: await listContacts(app.db, request.riderId) }),
  );

  app.post(
    endpoints.safety.saveContact,
    {
      ...guard,
      schema: {
        body: saveTrustedContactRequestSchema,
        response: { 200: successEnvelopeSchema(trustedContactSchema) },
      },
    },
    async (request) =>
      ok(
        await saveContact(app.db, request.riderId, request.body, Date.now()),
        messages['safety.contactSaved'],
      ),
  );

  app.post(
    endpoints.safety.deleteContact,
    {
      ...guard,
      schema: {
        body: contactIdRequestSchema,
        response: { 200: successEnvelopeSchema(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await deleteContact(app.db, request.riderId, request.body.contact_id);
      return ok({ deleted: true as const }, messages['safety.contactDeleted']);
    },
  );

  app.post(
    endpoints.safety.shareTrip,
    {
      ...guard,
      schema: {
        body: shareTripRequestSchema,
        response: { 200: successEnvelopeSchema(shareTripResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await shareTrip(app, request.riderId, request.body, trackUrlFor(request), Date.now()),
        messages['safety.shared'],
      ),
  );

  app.post(
    endpoints.safety.event,
    {
      ...guard,
      schema: {
        body: safetyEventRequestSchema,
        response: { 200: successEnvelopeSchema(safetyPanelSchema) },
      },
    },
    async (request) => ok(await safetyEvent(app.db, request.riderId, request.body, Date.now())),
  );
};
