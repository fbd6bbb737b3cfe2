import type { z } from 'zod';
import type { DriverPublicProfile } from '@fairfare/contracts/drivers';
import type { rateActionSchema } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { toTrip } from '../ride/views.ts';
import type { TripOutcome } from '../ride/deps.ts';
import { driverRating } from '../drivers/store.ts';
import { ratingsRepo } from './repo.ts';
import { nextDriverRating, ratingRefusal } from './rules.ts';
import { recordTripRating, tripChanges, tripReads } from '../ride/store.ts';

export type RateRequest = z.output<typeof rateActionSchema>;

/**
 * tripapi/updatetrip `rate` (docs/product/api.md rating group, docs/product/rules.md Rating): the rider rates the driver
 * of their own completed trip (paid or not), once, within AFTER_RIDE_HOURS of the ride (409
 * `rating.windowClosed` after). One transaction: the rider's trip under its lock (another rider's
 * trip answers 404), the guarded rating of the trip (409 `rating.alreadyRated` the second time), then the driver's average and count from the values
 * read under the driver's row lock, so that concurrent ratings of one driver all count.
 */
export async function rateTrip(
  db: Db,
  riderId: number,
  request: RateRequest,
  now: number,
): Promise<TripOutcome> {
  const who = { tripId: request.trip_id, riderId };
  const trip = await tripChanges.changeOwnTrip(db, who, async (trx, row) => {
    const refused = ratingRefusal(row, now);
    if (refused) throw new AppError(409, refused.key, refused.params);
    const rated = await recordTripRating(trx, row.trip_id, {
      trip_rating: request.trip_rating,
      trip_feedback: request.trip_feedback === '' ? null : request.trip_feedback,
      now,
    });
    if (!rated) throw conflict('rating.alreadyRated');
    if (row.driver_id !== null) {
      const driver = await driverRating.lock(trx, row.driver_id);
      if (driver) {
        await driverRating.set(trx, row.driver_id, nextDriverRating(driver, request.trip_rating));
      }
    }
    const updated = await tripReads.findWithDriver(trx, row.trip_id);
    if (!updated) throw new Error(`trip ${row.trip_id} vanished inside its own transaction`);
    return toTrip(updated);
  });
  return { trip, message: 'rating.thanks' };
}

/**
 * driverapi/updatedriverprofile from the rider's site: the driver's public profile as the server
 * has it. The d_rating / d_rating_count the site sends never reach this function (the rating
 * itself updated them); 404 for an unknown driver.
 */
export async function driverProfile(db: Db, driverId: number): Promise<DriverPublicProfile> {
  const driver = await ratingsRepo.publicDriver(db, driverId);
  if (!driver) throw notFound();
  return driver;
}
