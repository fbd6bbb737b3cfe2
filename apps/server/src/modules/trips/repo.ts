import type { DbOrTrx } from '../../db/database.ts';
import type { TripStatus } from '@fairfare/contracts/trips';

/** Trips with their driver (if any), as one row each. */
function tripsWithDriver(db: DbOrTrx) {
  return db
    .selectFrom('trips as t')
    .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
    .selectAll('t')
    .select([
      'd.d_name',
      'd.d_phone_code',
      'd.d_phone',
      'd.d_rating',
      'd.d_rating_count',
      'd.num_trip',
      'd.d_lat',
      'd.d_lng',
      'd.d_profile_image_path',
      'd.car_name',
      'd.car_model',
      'd.car_make',
      'd.car_number',
      'd.car_color',
    ]);
}

export type TripRow = Awaited<ReturnType<ReturnType<typeof tripsWithDriver>['executeTakeFirstOrThrow']>>;

interface ListQuery {
  userId: number;
  statuses?: readonly TripStatus[];
  offset: number;
  limit: number;
}

export const tripsRepo = Object.freeze({
  async listForUser(db: DbOrTrx, q: ListQuery): Promise<TripRow[]> {
    let query = tripsWithDriver(db).where('t.user_id', '=', q.userId);
    if (q.statuses) query = query.where('t.trip_status', 'in', q.statuses.length ? [...q.statuses] : ['']);
    return query.orderBy('t.trip_id', 'desc').limit(q.limit).offset(q.offset).execute();
  },

  async countForUser(db: DbOrTrx, q: Omit<ListQuery, 'offset' | 'limit'>): Promise<number> {
    let query = db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', q.userId);
    if (q.statuses) query = query.where('trip_status', 'in', q.statuses.length ? [...q.statuses] : ['']);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  async findWithDriver(db: DbOrTrx, tripId: number): Promise<TripRow | undefined> {
    return tripsWithDriver(db).where('t.trip_id', '=', tripId).executeTakeFirst();
  },
});
