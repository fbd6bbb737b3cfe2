import type { DbOrTrx } from '../../db/database.ts';
import { driverMatches, riderMatches, type PersonMatch } from '../../db/person-search.ts';

export interface TripFilter {
  tripId?: number | undefined;
  rider?: PersonMatch | undefined;
  driver?: PersonMatch | undefined;
  /** Undefined: every city; otherwise only these (a city manager's, or the one asked for). */
  cityIds?: readonly number[] | undefined;
  status?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The back office's searches of riders and trips: newest first, keyset on the id. */
export const searchRepo = Object.freeze({
  riders(db: DbOrTrx, m: PersonMatch, beforeId: number | undefined, limit: number) {
    let query = db.selectFrom('users').selectAll().where(riderMatches('users', m));
    if (beforeId !== undefined) query = query.where('user_id', '<', beforeId);
    return query.orderBy('user_id', 'desc').limit(limit).execute();
  },

  trips(db: DbOrTrx, f: TripFilter, beforeId: number | undefined, limit: number) {
    let query = db
      .selectFrom('trips as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .innerJoin('cities as c', 'c.city_id', 't.city_id')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .select([
        't.trip_id',
        't.trip_status',
        't.trip_date',
        't.trip_from_loc',
        't.trip_to_loc',
        't.trip_pay_amount',
        't.trip_currency',
        't.trip_pay_mode',
        't.trip_pay_status',
        't.city_id',
        'c.city_name',
        'c.tz_offset',
        'u.first_name',
        'u.last_name',
        'd.d_name',
      ]);
    if (f.tripId !== undefined) query = query.where('t.trip_id', '=', f.tripId);
    if (f.cityIds) query = query.where('t.city_id', 'in', f.cityIds.length ? f.cityIds : [-1]);
    if (f.status) query = query.where('t.trip_status', '=', f.status);
    if (f.from !== undefined) query = query.where('t.trip_date', '>=', f.from);
    if (f.to !== undefined) query = query.where('t.trip_date', '<', f.to);
    if (f.rider) query = query.where(riderMatches('u', f.rider));
    if (f.driver) query = query.where(driverMatches('d', f.driver));
    if (beforeId !== undefined) query = query.where('t.trip_id', '<', beforeId);
    return query.orderBy('t.trip_id', 'desc').limit(limit).execute();
  },
});

export type TripSearchRow = Awaited<ReturnType<typeof searchRepo.trips>>[number];
