import {
  ACTIVE_RIDE_STATUSES,
  ASSIGNED_TRIP_STATUSES,
  OPEN_REQUEST_STATUSES,
} from '@fairfare/contracts/trips';
import type { DbOrTrx } from '../../db/database.ts';

/** Rows of a list the live view shows at most (a city's busiest minute fits). */
const MAX_ROWS = 200;

/** What the back office's live view of a city reads. */
export const cityNowRepo = Object.freeze({
  async findCity(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('cities')
      .select(['city_id', 'city_cur', 'tz_offset'])
      .where('city_id', '=', cityId)
      .executeTakeFirst();
  },

  async openRequests(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('trips')
      .select([
        'trip_id',
        'trip_status',
        'trip_from_loc',
        'trip_from_lat',
        'trip_from_lng',
        'user_offer_amt',
        'created_at',
      ])
      .where('city_id', '=', cityId)
      .where('trip_status', 'in', [...OPEN_REQUEST_STATUSES])
      .orderBy('created_at', 'desc')
      .limit(MAX_ROWS)
      .execute();
  },

  async activeTrips(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('trips')
      .select([
        'trip_id',
        'trip_status',
        'driver_id',
        'trip_from_loc',
        'trip_to_loc',
        'trip_pay_amount',
      ])
      .where('city_id', '=', cityId)
      .where('trip_status', 'in', [...ASSIGNED_TRIP_STATUSES])
      .orderBy('trip_id', 'desc')
      .limit(MAX_ROWS)
      .execute();
  },

  /** Online drivers with a position; busy when a ride of theirs is under way. */
  async onlineDrivers(db: DbOrTrx, cityId: number) {
    return db
      .selectFrom('drivers as d')
      .select([
        'd.driver_id',
        'd.d_name',
        'd.d_lat',
        'd.d_lng',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('trips as t')
                .select('t.trip_id')
                .whereRef('t.driver_id', '=', 'd.driver_id')
                .where('t.trip_status', 'in', [...ACTIVE_RIDE_STATUSES]),
            )
            .as('busy'),
      ])
      .where('d.city_id', '=', cityId)
      .where('d.is_online', '=', 1)
      .where('d.d_lat', 'is not', null)
      .where('d.d_lng', 'is not', null)
      .orderBy('d.driver_id')
      .limit(1000)
      .execute();
  },

  async completedSince(db: DbOrTrx, cityId: number, since: number): Promise<number> {
    const row = await db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('city_id', '=', cityId)
      .where('trip_status', '=', 'completed')
      .where('updated_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Cents paid in the city since `since`: trips, cancellation fees and tips that succeeded. */
  async paidSince(db: DbOrTrx, cityId: number, since: number): Promise<number> {
    const row = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('pay_amount'), eb.lit(0)).as('cents'))
      .where('city_id', '=', cityId)
      .where('status', '=', 'succeeded')
      .where('kind', 'in', ['trip', 'cancel_fee', 'tip'])
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.cents);
  },
});
