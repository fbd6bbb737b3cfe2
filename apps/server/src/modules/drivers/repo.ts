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

  /** Going online is guarded: a driver the back office suspended meanwhile stays offline. */
  async setOnline(db: DbOrTrx, driverId: number, online: boolean): Promise<void> {
    let update = db
      .updateTable('drivers')
      .set({ is_online: online ? 1 : 0 })
      .where('driver_id', '=', driverId);
    if (online) update = update.where('suspended_at', 'is', null);
    await update.execute();
  },

  async setPosition(
    db: DbOrTrx,
    driverId: number,
    position: { lat: number; lng: number; at: number },
  ): Promise<void> {
    await db
      .updateTable('drivers')
      .set({ d_lat: position.lat, d_lng: position.lng, position_at: position.at })
      .where('driver_id', '=', driverId)
      .execute();
  },

  /**
   * Locks a driver's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a
   * time anyway), so that two riders cannot take the same driver at once.
   */
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

  /** One more completed trip (spec §3 num_trip). */
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
