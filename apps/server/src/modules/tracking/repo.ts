import type { DbOrTrx } from '../../db/database.ts';

export const trackingRepo = Object.freeze({
  /** What decides whether a link works (one indexed lookup: track_token is unique). */
  async linkOf(db: DbOrTrx, token: string) {
    return db
      .selectFrom('trips')
      .select(['trip_status', 'updated_at'])
      .where('track_token', '=', token)
      .executeTakeFirst();
  },

  /** A trip by its tracking token (unique), with its driver's public fields and position. */
  async byToken(db: DbOrTrx, token: string) {
    return db
      .selectFrom('trips as t')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .select([
        't.trip_id',
        't.trip_status',
        't.is_ride_later',
        't.trip_date',
        't.trip_from_loc',
        't.trip_from_lat',
        't.trip_from_lng',
        't.trip_to_loc',
        't.trip_to_lat',
        't.trip_to_lng',
        't.driver_id',
        'd.d_name',
        'd.car_name',
        'd.car_model',
        'd.car_make',
        'd.car_color',
        'd.car_number',
        't.updated_at',
        'd.d_lat',
        'd.d_lng',
        'd.position_at',
      ])
      .where('t.track_token', '=', token)
      .executeTakeFirst();
  },
});
