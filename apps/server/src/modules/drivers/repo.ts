import type { DbOrTrx } from '../../db/database.ts';
import { isPostgres } from '../../db/portable.ts';
import type { Insertable } from 'kysely';
import { findByKey } from '../../db/find-by-key.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { DriversTable } from '../../db/schema.ts';

/** Queries of the driver API (the public nearby map has its own, nearby-repo.ts). */
export const driversRepo = Object.freeze({
  async findById(db: DbOrTrx, driverId: number) {
    return findByKey(db, 'drivers', 'driver_id', driverId);
  },

  /** A new driver (an approved application, applications/review-service.ts). */
  insert(db: DbOrTrx, row: Insertable<DriversTable>) {
    return insertReturningId(db, 'drivers', row, 'driver_id');
  },

  async findByPhone(db: DbOrTrx, phoneCode: string, phone: string) {
    return db
      .selectFrom('drivers')
      .selectAll()
      .where('d_phone_code', '=', phoneCode)
      .where('d_phone', '=', phone)
      .executeTakeFirst();
  },

  /**
   * Going online is guarded: a driver the back office suspended meanwhile stays offline. An
   * offline driver starts an online spell (online_since); one online already is only seen again.
   * Returns whether a new spell started.
   */
  async goOnline(db: DbOrTrx, driverId: number, now: number): Promise<boolean> {
    const started = await db
      .updateTable('drivers')
      .set({ is_online: 1, online_since: now, seen_at: now })
      .where('driver_id', '=', driverId)
      .where('is_online', '=', 0)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 1) return true;
    await db
      .updateTable('drivers')
      .set({ seen_at: now })
      .where('driver_id', '=', driverId)
      .where('is_online', '=', 1)
      .execute();
    return false;
  },

  async goOffline(db: DbOrTrx, driverId: number): Promise<void> {
    await db
      .updateTable('drivers')
      .set({ is_online: 0 })
      .where('driver_id', '=', driverId)
      .execute();
  },

  /**
   * Sets offline a driver still in the online spell that began at `onlineSince` and silent since
   * `silentBefore` (guarded: a position or a new spell meanwhile wins). Returns whether it did.
   */
  async goOfflineIfSilent(
    db: DbOrTrx,
    driverId: number,
    spell: { onlineSince: number; silentBefore: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('drivers')
      .set({ is_online: 0 })
      .where('driver_id', '=', driverId)
      .where('is_online', '=', 1)
      .where('online_since', '=', spell.onlineSince)
      .where('seen_at', '<=', spell.silentBefore)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * The driver's position, also what says the driver is still there (seen_at); answers the
   * driver's state as written (one statement: every online driver sends one every few seconds).
   */
  async setPosition(
    db: DbOrTrx,
    driverId: number,
    position: { lat: number; lng: number; at: number },
  ) {
    return db
      .updateTable('drivers')
      .set({
        d_lat: position.lat,
        d_lng: position.lng,
        position_at: position.at,
        seen_at: position.at,
      })
      .where('driver_id', '=', driverId)
      .returning(['driver_id', 'is_online', 'd_lat', 'd_lng', 'position_at'])
      .executeTakeFirst();
  },

  /**
   * Locks a driver's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a
   * time anyway), so that two riders cannot take the same driver at once.
   */
  /**
   * The driver's average and count, read under a row lock until the transaction ends
   * (PostgreSQL; SQLite runs one write transaction at a time anyway), so that two ratings of the
   * same driver at once both count: the second one reads what the first one wrote.
   */
  async lockRating(db: DbOrTrx, driverId: number) {
    const query = db
      .selectFrom('drivers')
      .select(['d_rating', 'd_rating_count'])
      .where('driver_id', '=', driverId);
    return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  },

  async setRating(
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

  async lock(db: DbOrTrx, driverId: number): Promise<void> {
    if (!isPostgres(db)) return;
    await db
      .selectFrom('drivers')
      .select('driver_id')
      .where('driver_id', '=', driverId)
      .forUpdate()
      .execute();
  },

  /** Where the driver last said they were (null when never). */
  async position(db: DbOrTrx, driverId: number) {
    return db
      .selectFrom('drivers')
      .select(['d_lat', 'd_lng'])
      .where('driver_id', '=', driverId)
      .executeTakeFirst();
  },

  /** The phones of the driver simulator's roster in a city (is_simulated), in id order. */
  async simulatedRoster(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('drivers')
      .select(['driver_id', 'd_phone_code', 'd_phone'])
      .where('city_id', '=', cityId)
      .where('is_simulated', '=', 1)
      .orderBy('driver_id')
      .execute();
  },

  /** The driver's city's currency and offset from UTC (hours): the earnings' money and days. */
  async cityOf(db: DbOrTrx, driverId: number) {
    return db
      .selectFrom('drivers as d')
      .innerJoin('cities as c', 'c.city_id', 'd.city_id')
      .select(['c.city_cur', 'c.tz_offset'])
      .where('d.driver_id', '=', driverId)
      .executeTakeFirst();
  },

  /** One more completed trip (docs/product/data.md num_trip). */
  async countTrip(db: DbOrTrx, driverId: number): Promise<void> {
    await db
      .updateTable('drivers')
      .set((eb) => ({ num_trip: eb('num_trip', '+', 1) }))
      .where('driver_id', '=', driverId)
      .execute();
  },

  /** Of these drivers, the online ones of a city and category, with their positions. */
  async onlineAmong(
    db: DbOrTrx,
    driverIds: number[],
    filter: { cityId: number; categoryId: number },
  ) {
    if (driverIds.length === 0) return [];
    return db
      .selectFrom('drivers')
      .select(['driver_id', 'd_lat', 'd_lng'])
      .where('driver_id', 'in', driverIds)
      .where('is_online', '=', 1)
      .where('city_id', '=', filter.cityId)
      .where('category_id', '=', filter.categoryId)
      .execute();
  },
});

export type DriverRow = NonNullable<Awaited<ReturnType<typeof driversRepo.findById>>>;
