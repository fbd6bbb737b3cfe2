import type { DbOrTrx } from '../../db/database.ts';

export interface DriverListFilter {
  search?: string | undefined;
  cityIds?: number[] | undefined;
  suspended?: boolean | undefined;
}

/** The back office's queries of drivers (list, search, recent trips, suspension). */
export const opsDriversRepo = Object.freeze({
  list(db: DbOrTrx, f: DriverListFilter) {
    let query = db.selectFrom('drivers').selectAll();
    if (f.cityIds) query = query.where('city_id', 'in', f.cityIds.length ? f.cityIds : [-1]);
    if (f.suspended !== undefined) {
      query = query.where('suspended_at', f.suspended ? 'is not' : 'is', null);
    }
    if (f.search) {
      const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['d_name']), 'like', like),
          eb('d_phone', 'like', like),
          eb(eb.fn('lower', ['car_number']), 'like', like),
        ]),
      );
    }
    return query.orderBy('driver_id').limit(200).execute();
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
