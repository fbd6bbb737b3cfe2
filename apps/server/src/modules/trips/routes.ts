import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { replyPolled } from '../ride/polling.ts';
import { rideDeps } from '../ride/deps.ts';
import { bookTrip, type BookingOptions } from '../ride/book.ts';
import { quoteCancellation } from '../ride/cancel.ts';
import { pollOwnTrips, updateTrip } from './service.ts';

export const tripsRoutes: FastifyPluginAsync = async (app) => {
  const options: BookingOptions = app.config.booking;
  const deps = rideDeps(app);
  const trips = endpointTable.trips;

  // Polled every 2 s (docs/product/constants.md): If-None-Match with the last ETag answers 304 when nothing changed.
  serve(app, trips.list, async (request, reply) =>
    replyPolled(
      reply,
      await pollOwnTrips(app.db, request.riderId, request.body, request.headers['if-none-match']),
    ),
  );

  serve(app, trips.save, async (request) => {
    const { trip, message } = await bookTrip(deps, request.riderId, request.body, options);
    return ok(trip, messages[message]);
  });

  serve(app, trips.update, async (request) => {
    const { trip, message } = await updateTrip(deps, request.riderId, request.body, options);
    return ok(trip, messages[message]);
  });

  serve(app, trips.cancelQuote, async (request) =>
    ok(await quoteCancellation(deps, request.riderId, request.body.trip_id, Date.now())),
  );
};
