import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { saveTripRequestSchema } from '@fairfare/contracts/booking';
import { messages } from '@fairfare/contracts/messages';
import {
  cancelQuoteRequestSchema,
  cancelQuoteSchema,
  listTripsRequestSchema,
  saveTripResponseSchema,
  tripListSchema,
  updateTripRequestSchema,
  updateTripResponseSchema,
} from '@fairfare/contracts/trips';
import { ok } from '../../http/envelope.ts';
import { replyPolled } from '../ride/polling.ts';
import { rideDeps } from '../ride/deps.ts';
import { bookTrip, type BookingOptions } from './booking.ts';
import { quoteCancellation } from './cancel.ts';
import { pollOwnTrips, updateTrip } from './service.ts';

export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options: BookingOptions = app.config.booking;
  const deps = rideDeps(app);

  // Polled every 2 s (spec §9): If-None-Match with the last ETag answers 304 when nothing changed.
  app.post(
    endpoints.trips.list,
    {
      preHandler: app.requireRider,
      schema: {
        body: listTripsRequestSchema,
        response: { 200: successEnvelopeSchema(tripListSchema) },
      },
    },
    async (request, reply) =>
      replyPolled(
        reply,
        await pollOwnTrips(app.db, request.riderId, request.body, request.headers['if-none-match']),
      ),
  );

  app.post(
    endpoints.trips.save,
    {
      preHandler: app.requireRider,
      schema: {
        body: saveTripRequestSchema,
        response: { 200: successEnvelopeSchema(saveTripResponseSchema) },
      },
    },
    async (request) => {
      const { trip, message } = await bookTrip(deps, request.riderId, request.body, options);
      return ok(trip, messages[message]);
    },
  );

  app.post(
    endpoints.trips.update,
    {
      preHandler: app.requireRider,
      schema: {
        body: updateTripRequestSchema,
        response: { 200: successEnvelopeSchema(updateTripResponseSchema) },
      },
    },
    async (request) => {
      const { trip, message } = await updateTrip(deps, request.riderId, request.body, options);
      return ok(trip, messages[message]);
    },
  );

  app.post(
    endpoints.trips.cancelQuote,
    {
      preHandler: app.requireRider,
      schema: {
        body: cancelQuoteRequestSchema,
        response: { 200: successEnvelopeSchema(cancelQuoteSchema) },
      },
    },
    async (request) =>
      ok(await quoteCancellation(deps, request.riderId, request.body.trip_id, Date.now())),
  );
};
