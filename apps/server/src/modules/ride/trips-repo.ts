import { batchedRead } from '../../db/batched-read.ts';
import { prepared } from '../../db/prepared.ts';
import { committedReaderOf } from '../../db/sqlite-reader.ts';
import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { TripsTable } from '../../db/schema.ts';
import { OPEN_REQUEST_STATUSES, type TripStatus } from '@fairfare/contracts/trips';
import { sourcesOf } from './lifecycle.ts';
import { tripStatusRepo, type NewTrip, type StatusChangeColumns } from './trip-status-repo.ts';

/** A trip's pickup and drop: where and what they are called. */
export const TRIP_ROUTE_COLUMNS = [
  'trip_from_loc',
  'trip_from_lat',
  'trip_from_lng',
  'trip_to_loc',
  'trip_to_lat',
  'trip_to_lng',
] as const;

/**
 * The driver card of docs/product/data.md (no phone: a trip adds it once assigned, views.ts), as selected from
 * `drivers as d` joined to a trip or an offer.
 */
export const DRIVER_CARD_COLUMNS = [
  'd.d_name',
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
] as const;

/** Trips with their driver (if any) and promo code (if any), as one row each. */
export function tripsWithDriver(db: DbOrTrx) {
  return (
    db
      .selectFrom('trips as t')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .leftJoin('promos as p', 'p.promo_id', 't.promo_id')
      .selectAll('t')
      .select([...DRIVER_CARD_COLUMNS, 'd.d_phone_code', 'd.d_phone', 'p.promo_code'])
      // how many drivers offered: a request that expired after offers is not 'unanswered'
      .select((eb) =>
        eb
          .selectFrom('trip_requests as r')
          .select((sub) => sub.fn.count<number>('r.driver_id').distinct().as('n'))
          .whereRef('r.trip_id', '=', 't.trip_id')
          .as('offers_made'),
      )
  );
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

/** Read on every poll of the trip list and the offers (prepared once). */
const selectRiderVersion = prepared(
  (db, userId: number) =>
    db.selectFrom('users').select('trips_version').where('user_id', '=', userId),
  [0],
);

/**
 * The rider's version, read by the polls that arrive together in one query (db/batched-read.ts),
 * except on an SQLite file, whose committed reader answers each at once without a round trip.
 */
const readRiderVersion = batchedRead<number>({
  single: async (db, userId) => (await selectRiderVersion(db, userId))[0]?.trips_version,
  many: async (db, userIds) => {
    const rows = await db
      .selectFrom('users')
      .select(['user_id', 'trips_version'])
      .where('user_id', 'in', userIds)
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.trips_version]));
  },
  batches: (db) => committedReaderOf(db) === undefined,
});

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
   * The rider's live trips in these statuses: rides now, and rides for later once they went out
   * to drivers (a ride for later still waiting for its time does not count).
   */
  async countLiveTrips(
    db: DbOrTrx,
    userId: number,
    statuses: readonly TripStatus[],
  ): Promise<number> {
    const { n } = await db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('is_ride_later', '=', 0), eb('dispatched_at', 'is not', null)]))
      .where('trip_status', 'in', [...statuses])
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  /** A rider's booking, with the first row of its status history. */
  async insert(db: DbOrTrx, row: NewTrip): Promise<number> {
    return tripStatusRepo.insert(db, row, 'rider');
  },

  /**
   * Bumps the rider's trips_version (the ETag of the polled trip and offer lists) and, being an
   * UPDATE, locks the rider's row: every transaction that changes a rider's trips or offers
   * starts here, so they take their locks in one order (rider, trip, offers), and a rider's
   * booking checks (one open ride now, promo limits) run one at a time on PostgreSQL.
   */
  async bumpRiderVersion(db: DbOrTrx, userId: number): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({ trips_version: eb('trips_version', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
  },

  /** The rider's trips_version (the one read a polled list costs when nothing changed). */
  async riderVersion(db: DbOrTrx, userId: number): Promise<number | undefined> {
    return readRiderVersion(db, userId);
  },

  /** The city's cancellation fee in cents (also of a city no longer active). */
  async cityCancellationFee(db: DbOrTrx, cityId: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('cities')
      .select('cancellation_fee')
      .where('city_id', '=', cityId)
      .executeTakeFirst();
    return row?.cancellation_fee;
  },

  /** Marks a ride for later as sent out to drivers, once (guarded); returns whether it did. */
  async markDispatched(
    db: DbOrTrx,
    tripId: number,
    q: { now: number; dueBefore: number; requestExpiresAt: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        dispatched_at: q.now,
        request_expires_at: q.requestExpiresAt,
        updated_at: q.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', tripId)
      .where('trip_status', 'in', OPEN_REQUEST_STATUSES)
      .where('dispatched_at', 'is', null)
      .where('trip_date', '<=', q.dueBefore)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Ends a request nobody's offer was accepted for, once its time is up: the system's move to
   * `expired` from the statuses lifecycle.ts allows.
   */
  async expireIfDue(db: DbOrTrx, tripId: number, now: number): Promise<boolean> {
    const move = { from: sourcesOf('expired', 'system'), to: 'expired', actor: 'system' } as const;
    return tripStatusRepo.change(
      db,
      tripId,
      {
        ...move,
        at: now,
        also: (query) =>
          query.where('request_expires_at', 'is not', null).where('request_expires_at', '<=', now),
      },
      { updated_at: now },
    );
  },

  /**
   * Counts a wrong OTP given for the trip; the `max`-th in a row locks further tries until
   * `now + lockMs` and starts the count again.
   */
  async recordOtpFailure(
    db: DbOrTrx,
    tripId: number,
    now: number,
    limits: { max: number; lockMs: number },
  ): Promise<void> {
    await db
      .updateTable('trips')
      .set((eb) => ({ otp_failures: eb('otp_failures', '+', 1), version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .execute();
    await db
      .updateTable('trips')
      .set((eb) => ({
        otp_failures: 0,
        otp_locked_until: now + limits.lockMs,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', tripId)
      .where('otp_failures', '>=', limits.max)
      .execute();
  },

  /**
   * Raises the rider's offer of an open request: only while the request is open and only upward
   * (a race of two raises, or a raise and an accept, has one winner); bumps its version.
   */
  async raiseOfferIf(
    db: DbOrTrx,
    tripId: number,
    changes: Pick<
      Updateable<TripsTable>,
      | 'trip_promo_amt'
      | 'trip_pay_amount'
      | 'trip_comp_commision'
      | 'trip_driver_commision'
      | 'updated_at'
    > & { user_offer_amt: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('trip_status', 'in', [...OPEN_REQUEST_STATUSES])
      .where('user_offer_amt', '<', changes.user_offer_amt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Changes a trip only while it is in one of `statuses` (a race has one winner) and bumps its
   * version; returns whether it changed. Never its status: trip-status-repo.ts writes that.
   */
  async updateIfStatus(
    db: DbOrTrx,
    tripId: number,
    statuses: readonly TripStatus[],
    changes: StatusChangeColumns,
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
