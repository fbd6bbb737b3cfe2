import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { isPostgres } from '../../db/portable.ts';
import type { TripsTable } from '../../db/schema.ts';
import type { TripStatus } from '@fairfare/contracts/trips';

/** Trips with their driver (if any) and promo code (if any), as one row each. */
function tripsWithDriver(db: DbOrTrx) {
  return db
    .selectFrom('trips as t')
    .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
    .leftJoin('promos as p', 'p.promo_id', 't.promo_id')
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
      'p.promo_code',
    ]);
}

export type TripRow = Awaited<
  ReturnType<ReturnType<typeof tripsWithDriver>['executeTakeFirstOrThrow']>
>;

interface ListQuery {
  userId: number;
  statuses?: readonly TripStatus[];
  offset: number;
  limit: number;
}

export const tripsRepo = Object.freeze({
  async listForUser(db: DbOrTrx, q: ListQuery): Promise<TripRow[]> {
    let query = tripsWithDriver(db).where('t.user_id', '=', q.userId);
    if (q.statuses)
      query = query.where('t.trip_status', 'in', q.statuses.length ? [...q.statuses] : ['']);
    return query.orderBy('t.trip_id', 'desc').limit(q.limit).offset(q.offset).execute();
  },

  async countForUser(db: DbOrTrx, q: Omit<ListQuery, 'offset' | 'limit'>): Promise<number> {
    let query = db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', q.userId);
    if (q.statuses)
      query = query.where('trip_status', 'in', q.statuses.length ? [...q.statuses] : ['']);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },

  async findWithDriver(db: DbOrTrx, tripId: number): Promise<TripRow | undefined> {
    return tripsWithDriver(db).where('t.trip_id', '=', tripId).executeTakeFirst();
  },

  /**
   * Serializes a rider's booking transactions (one-open-ride and promo-limit checks) on
   * PostgreSQL; SQLite runs one transaction at a time anyway.
   */
  async lockRider(db: DbOrTrx, userId: number): Promise<void> {
    if (!isPostgres(db)) return;
    await db
      .selectFrom('users')
      .select('user_id')
      .where('user_id', '=', userId)
      .forUpdate()
      .execute();
  },

  /** The rider's trips in these statuses that are rides now (not booked for later). */
  async countOpenRidesNow(
    db: DbOrTrx,
    userId: number,
    statuses: readonly TripStatus[],
  ): Promise<number> {
    const { n } = await db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_ride_later', '=', 0)
      .where('trip_status', 'in', [...statuses])
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  async insert(db: DbOrTrx, row: Insertable<TripsTable>): Promise<number> {
    const { trip_id } = await db
      .insertInto('trips')
      .values(row)
      .returning('trip_id')
      .executeTakeFirstOrThrow();
    return trip_id;
  },

  /**
   * Changes a trip only while it is in one of `statuses` (a race has one winner) and bumps its
   * version; returns whether it changed.
   */
  async updateIfStatus(
    db: DbOrTrx,
    tripId: number,
    statuses: readonly TripStatus[],
    changes: Updateable<TripsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('trip_status', 'in', [...statuses])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});
