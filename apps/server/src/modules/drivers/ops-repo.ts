import type { DbOrTrx } from '../../db/database.ts';
import { driverMatches, type PersonMatch } from '../../db/person-search.ts';

export interface DriverListFilter {
  /** The name, phone or plate typed (decision 062). */
  search?: PersonMatch | undefined;
  cityIds?: number[] | undefined;
  suspended?: boolean | undefined;
}

/** The back office's queries of drivers (list, search, recent trips, suspension). */
export const opsDriversRepo = Object.freeze({
  /** Newest first, keyset on the id: the page before `beforeId`. */
  list(db: DbOrTrx, f: DriverListFilter, beforeId: number | undefined, limit: number) {
    let query = db.selectFrom('drivers').selectAll();
    if (f.cityIds) query = query.where('city_id', 'in', f.cityIds.length ? f.cityIds : [-1]);
    if (f.suspended !== undefined) {
      query = query.where('suspended_at', f.suspended ? 'is not' : 'is', null);
    }
    if (f.search) query = query.where(driverMatches('drivers', f.search));
    if (beforeId !== undefined) query = query.where('driver_id', '<', beforeId);
    return query.orderBy('driver_id', 'desc').limit(limit).execute();
  },

  recentTrips(db: DbOrTrx, driverId: number) {
    return db
      .selectFrom('trips')
      .select(['trip_id', 'trip_status', 'total_fare', 'trip_rating', 'created_at'])
      .where('driver_id', '=', driverId)
      .orderBy('trip_id', 'desc')
      .limit(20)
      .execute();
  },

  /** Suspends (and takes offline) or reinstates a driver. */
  async setSuspended(
    db: DbOrTrx,
    driverId: number,
    suspension: { at: number; reason: string } | null,
  ): Promise<void> {
    await db
      .updateTable('drivers')
      .set(
        suspension
          ? { suspended_at: suspension.at, suspension_reason: suspension.reason, is_online: 0 }
          : { suspended_at: null, suspension_reason: null },
      )
      .where('driver_id', '=', driverId)
      .execute();
  },
});
