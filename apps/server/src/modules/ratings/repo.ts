import type { DbOrTrx } from '../../db/database.ts';
import { isPostgres } from '../../db/portable.ts';

/** The driver's rating and public profile (the trip's own rating is the ride's: ride/trips-repo.ts). */
export const ratingsRepo = Object.freeze({
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

  /**
   * The rider's average and count by drivers. The ride's transaction has locked the rider's row
   * already (its version is the first lock of the house order), so two ratings of one rider queue.
   */
  async riderRating(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('users')
      .select(['u_rating', 'u_rating_count'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  async setRiderRating(
    db: DbOrTrx,
    userId: number,
    next: { u_rating: number; u_rating_count: number },
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({ u_rating: next.u_rating, u_rating_count: next.u_rating_count })
      .where('user_id', '=', userId)
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
