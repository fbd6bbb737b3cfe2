import type { DbOrTrx } from '../../db/database.ts';

// What the ride writes of a completed trip after it: the two ratings and the reminder's mark of a
// ride for later. Each once, guarded, so that of two writers exactly one wins.

export const afterRideRepo = Object.freeze({
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
        rated_at: rating.now,
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
   * Stores the driver's rating of the trip's rider, once: guarded on the trip's own driver, a
   * completed trip and `rider_rating IS NULL`, so that of two ratings exactly one wins.
   */
  async rateRider(
    db: DbOrTrx,
    trip: { tripId: number; driverId: number },
    rating: { rider_rating: number; now: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        rider_rating: rating.rider_rating,
        rider_rated_at: rating.now,
        updated_at: rating.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', trip.tripId)
      .where('driver_id', '=', trip.driverId)
      .where('trip_status', '=', 'completed')
      .where('rider_rating', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Marks the trip reminded; false when it already was (another instance ran the job). */
  async markReminded(db: DbOrTrx, tripId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ reminded_at: now, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});
