import type { DbOrTrx } from '../../db/database.ts';

/**
 * The driver's public profile. The ratings themselves are written by the tables' owners: the
 * driver's average by drivers/ (store.ts driverRating), the rider's by users/ (riderRating), the
 * trip's own by the ride (ride/trips-repo.ts).
 */
export const ratingsRepo = Object.freeze({
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
