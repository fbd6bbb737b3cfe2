import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { messages } from '@fairfare/contracts/messages';
import {
  acceptOfferRequestSchema,
  acceptOfferResponseSchema,
  counterOfferRequestSchema,
  getTripRequestsRequestSchema,
  rejectOfferRequestSchema,
  tripRequestListSchema,
  tripRequestSchema,
} from '@fairfare/contracts/offers';
import { ok } from '../../http/envelope.ts';
import { replyPolled } from '../ride/polling.ts';
import { rideDeps } from '../ride/deps.ts';
import type { Outcome } from './offer-steps.ts';
import { acceptOffer, counterOffer, declineOffer, pollOffers } from './rider-service.ts';

const answer = <T>({ result, message }: Outcome<T>) =>
  ok(result, message === undefined ? undefined : messages[message]);

/** The rider's side of the offer flow (spec §7 offer and trip calls; contracts offers.ts). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = rideDeps(app);

  // Polled every 5 s (spec §9): If-None-Match with the last ETag answers 304 when nothing changed.
  app.post(
    endpoints.offers.list,
    {
      preHandler: app.requireRider,
      schema: {
        body: getTripRequestsRequestSchema,
        response: { 200: successEnvelopeSchema(tripRequestListSchema) },
      },
    },
    async (request, reply) =>
      replyPolled(
        reply,
        await pollOffers(
          app.db,
          request.riderId,
          request.body,
          request.headers['if-none-match'],
          Date.now(),
        ),
      ),
  );

  app.post(
    endpoints.offers.counter,
    {
      preHandler: app.requireRider,
      schema: {
        body: counterOfferRequestSchema,
        response: { 200: successEnvelopeSchema(tripRequestSchema) },
      },
    },
    async (request) => answer(await counterOffer(deps, request.riderId, request.body, Date.now())),
  );

  app.post(
    endpoints.offers.reject,
    {
      preHandler: app.requireRider,
      schema: {
        body: rejectOfferRequestSchema,
        response: { 200: successEnvelopeSchema(tripRequestSchema) },
      },
    },
    async (request) => answer(await declineOffer(deps, request.riderId, request.body, Date.now())),
  );

  // tripaccept and tripassigned are one call: the trip itself says whether it is a ride for later.
  for (const path of [endpoints.trips.accept, endpoints.trips.assigned]) {
    app.post(
      path,
      {
        preHandler: app.requireRider,
        schema: {
          body: acceptOfferRequestSchema,
          response: { 200: successEnvelopeSchema(acceptOfferResponseSchema) },
        },
      },
      async (request) => answer(await acceptOffer(deps, request.riderId, request.body, Date.now())),
    );
  }
};
