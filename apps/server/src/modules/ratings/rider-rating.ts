import type { z } from 'zod';
import type { rateRiderRequestSchema } from '@fairfare/contracts/driver-after-ride';
import type { DriverTrip } from '@fairfare/contracts/drivers';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { toDriverTrip } from '../ride/views.ts';
import { recordRiderRating, tripChanges, tripReads } from '../ride/store.ts';
import { riderRating } from '../users/store.ts';
import { nextRiderRating, riderRatingRefusal } from './rules.ts';

/**
 * driverapi/raterider (issue 36): the trip's driver rates its rider, once, on a completed trip,
 * within the same hours after the ride as the rider's own rating. One transaction, in the house
 * lock order (the rider's row, then the trip): the guarded rating of the trip, then the rider's
 * average and count recomputed from the values read under that lock, so that two drivers rating
 * one rider at once both count. Another driver's trip answers 404 like a missing one.
 */
export async function rateRider(
  db: Db,
  driverId: number,
  request: z.output<typeof rateRiderRequestSchema>,
  now: number,
): Promise<DriverTrip> {
  return tripChanges.changeTrip(db, request.trip_id, async (trx, row) => {
    if (!row || row.driver_id !== driverId) throw notFound();
    const refused = riderRatingRefusal(row, now);
    if (refused) throw new AppError(409, refused.key, refused.params);
    const rated = await recordRiderRating(
      trx,
      { tripId: row.trip_id, driverId },
      { rider_rating: request.rating, now },
    );
    if (!rated) throw conflict('rating.alreadyRated');
    const rider = await riderRating.read(trx, row.user_id);
    if (rider) {
      await riderRating.set(trx, row.user_id, nextRiderRating(rider, request.rating));
    }
    const updated = await tripReads.findForDriver(trx, row.trip_id);
    if (!updated) throw new Error(`trip ${row.trip_id} vanished inside its own transaction`);
    return toDriverTrip(updated);
  });
}
