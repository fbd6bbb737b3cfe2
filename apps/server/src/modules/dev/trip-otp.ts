import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { driverReads } from '../drivers/store.ts';

const querySchema = z.object({ trip_id: z.coerce.number().int().positive() });

/**
 * Development-only hook of the driver simulator (decision 009): in real life the rider reads the
 * trip's OTP out to the driver at the pickup; a simulated driver learns it here instead. Only the
 * trip's own driver, only a driver of the simulator's roster (is_simulated), only once the driver has the trip (accept, assigned or arrive), and only
 * registered when NODE_ENV is not production and the simulator is on — like the dev outbox.
 */
export const tripOtpRoutes: FastifyPluginAsync = async (app) => {
  // registered inside a context that enforces access (app.ts)
  app.get('/api/dev/trip-otp', { config: { access: 'driver' } }, async (request) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) throw notFound();
    const trip = await app.db
      .selectFrom('trips')
      .select(['trip_id', 'driver_id', 'trip_status', 'otp'])
      .where('trip_id', '=', query.data.trip_id)
      .executeTakeFirst();
    if (
      !trip ||
      trip.driver_id !== request.driverId ||
      trip.otp === null ||
      !['accept', 'assigned', 'arrive'].includes(trip.trip_status)
    ) {
      throw notFound();
    }
    // only a simulated driver learns it here: a real driver hears it from the rider, always
    if ((await driverReads.findById(app.db, request.driverId))?.is_simulated !== 1)
      throw notFound();
    return { trip_id: trip.trip_id, otp: trip.otp };
  });
};
