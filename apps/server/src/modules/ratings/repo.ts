import type { DbOrTrx } from '../../db/database.ts';
import { isPostgres } from '../../db/portable.ts';

/** Queries of the rating (tripapi/updatetrip `rate`) and of the driver's public profile. */
export const ratingsRepo = Object.freeze({
  /**
   * Stores the rider's rating of a completed trip, once: guarded on `trip_rating IS NULL`, so
   * that of two ratings of one trip exactly one wins. Returns whether it stored it.
   */
  async rateTrip(
    db: DbOrTrx,
    tripId: number,
    rating: { trip_rating: number; trip_feedback: string | null; now: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        trip_rating: rating.trip_rating,
        trip_feedback: rating.trip_feedback,
        updated_at: rating.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', tripId)
      .where('trip_status', '=', 'completed')
      .where('trip_rating', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * The driver's average and count, read under a row lock until the transaction ends
   * (PostgreSQL; SQLite runs one write transaction at a time anyway), so that two ratings of the
   * same driver at once both count: the second one reads what the first one wrote.
   */
  async lockDriverRating(db: DbOrTrx, driverId: number) {
    const query = db
      .selectFrom('drivers')
      .select(['d_rating', 'd_rating_count'])
      .where('driver_id', '=', driverId);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  async setDriverRating(
    db: DbOrTrx,
    driverId: number,
    next: { d_rating: number; d_rating_count: number },
  ): Promise<void> {
    await db
      .updateTable('drivers')
      .set({ d_rating: next.d_rating, d_rating_count: next.d_rating_count })
      .where('driver_id', '=', driverId)
      .execute();
  },

  /** What anyone riding with a driver may see of them: no phone, no position. */
  async publicDriver(db: DbOrTrx, driverId: number) {
    return db
      .selectFrom('drivers')
      .select([
        'driver_id',
        'd_name',
        'd_rating',
        'd_rating_count',
        'num_trip',
        'd_profile_image_path',
        'car_name',
        'car_model',
        'car_make',
        'car_color',
      ])
      .where('driver_id', '=', driverId)
      .executeTakeFirst();
  },
});
