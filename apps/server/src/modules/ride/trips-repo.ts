import { batchedRead } from '../../db/batched-read.ts';
import { prepared } from '../../db/prepared.ts';
import { committedReaderOf } from '../../db/sqlite-reader.ts';
import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { Trip, TripsTable } from '../../db/schema.ts';
import {
  ACTIVE_RIDE_STATUSES,
  type TripStatus,
  OPEN_REQUEST_STATUSES,
} from '@fairfare/contracts/trips';
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

/** What a driver is shown of an open request (views.ts toAnnouncedRequest, drivers/mapping.ts toOpenRequest). */
const OPEN_REQUEST_COLUMNS = [
  'trip_id',
  'trip_status',
  'is_ride_later',
  'trip_date',
  'city_id',
  'category_id',
  ...TRIP_ROUTE_COLUMNS,
  'distance_m',
  'duration_min',
  'user_offer_amt',
  'min_amount',
  'max_amount',
  'trip_currency',
  'request_expires_at',
  'trip_pay_mode',
  'is_for_other',
  'passenger_name',
] as const;

/** What a driver is shown of the rider before an offer is accepted (issue 36). */
const OPEN_REQUEST_RIDER_COLUMNS = [
  'users.first_name as rider_first_name',
  'users.u_rating as rider_rating',
  'users.u_rating_count as rider_rating_count',
] as const;

export type OpenRequestRow = Pick<Trip, (typeof OPEN_REQUEST_COLUMNS)[number]> & {
  rider_first_name: string;
  rider_rating: number;
  rider_rating_count: number;
};

/** Trips as open requests: the trip's columns a driver is shown and the rider's few. */
function openRequests(db: DbOrTrx) {
  return db
    .selectFrom('trips')
    .innerJoin('users', 'users.user_id', 'trips.user_id')
    .select(OPEN_REQUEST_COLUMNS.map((c) => `trips.${c}` as const))
    .select(OPEN_REQUEST_RIDER_COLUMNS);
}

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

const selectFollowedTrips = prepared(
  (db: DbOrTrx, driverId: number, ...statuses: string[]) =>
    db
      .selectFrom('trips')
      .select(['trip_id', 'user_id', 'track_token'])
      .where('driver_id', '=', driverId)
      .where('trip_status', 'in', statuses),
  [0, ...ACTIVE_RIDE_STATUSES] as [number, ...string[]],
);

/** Trips with their driver (if any) and promo code (if any), as one row each. */
function tripsWithDriver(db: DbOrTrx) {
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

  /**
   * Open requests a driver may see: status request/offer, of the city and category, pickup in the
   * box, not expired, and a ride for later only once due (trip_date ≤ dueBefore). Only the
   * columns a driver is shown: every idle driver asks every few seconds, and a busy city has
   * hundreds in the box (decision 021).
   */
  async openRequestsInBox(
    db: DbOrTrx,
    q: {
      cityId: number;
      categoryId: number;
      now: number;
      dueBefore: number;
      box: { minLat: number; maxLat: number; minLng: number; maxLng: number };
      limit: number;
    },
  ) {
    return openRequests(db)
      .where('trips.trip_status', 'in', OPEN_REQUEST_STATUSES)
      .where('trips.city_id', '=', q.cityId)
      .where('trips.category_id', '=', q.categoryId)
      .where((eb) =>
        eb.or([
          eb('trips.request_expires_at', 'is', null),
          eb('trips.request_expires_at', '>', q.now),
        ]),
      )
      .where((eb) =>
        eb.or([eb('trips.is_ride_later', '=', 0), eb('trips.trip_date', '<=', q.dueBefore)]),
      )
      .where('trips.trip_from_lat', '>=', q.box.minLat)
      .where('trips.trip_from_lat', '<=', q.box.maxLat)
      .where('trips.trip_from_lng', '>=', q.box.minLng)
      .where('trips.trip_from_lng', '<=', q.box.maxLng)
      .orderBy('trips.trip_id', 'desc')
      .limit(q.limit)
      .execute();
  },

  /** One trip as an open request (whatever its status: the caller announces it as one). */
  async openRequestById(db: DbOrTrx, tripId: number): Promise<OpenRequestRow | undefined> {
    return openRequests(db).where('trips.trip_id', '=', tripId).executeTakeFirst();
  },

  /** The driver's trips in these statuses, soonest first. */
  async tripsOfDriver(db: DbOrTrx, driverId: number, statuses: readonly TripStatus[]) {
    return tripsWithDriver(db)
      .leftJoin('users as u', 'u.user_id', 't.user_id')
      .select(['u.first_name as rider_first_name', 'u.phone_code as rider_phone_code'])
      .select('u.phone as rider_phone')
      .where('t.driver_id', '=', driverId)
      .where('t.trip_status', 'in', [...statuses])
      .orderBy('t.trip_date')
      .orderBy('t.trip_id')
      .execute();
  },

  /**
   * Just what a position update needs of the driver's trips under way (accept, arrive, begin):
   * their riders and tracking pages follow the driver. The hottest read of the driver API (every
   * online driver, every few seconds): compiled once, on SQLite read from the committed reader.
   */
  async followedTripsOfDriver(db: DbOrTrx, driverId: number) {
    return selectFollowedTrips(db, driverId, ...ACTIVE_RIDE_STATUSES);
  },

  /** Of these drivers, those with a trip in these statuses. */
  async driversWithTripAmong(
    db: DbOrTrx,
    driverIds: number[],
    statuses: readonly TripStatus[],
  ): Promise<number[]> {
    if (driverIds.length === 0) return [];
    const rows = await db
      .selectFrom('trips')
      .select('driver_id')
      .distinct()
      .where('driver_id', 'in', driverIds)
      .where('trip_status', 'in', [...statuses])
      .execute();
    return rows.flatMap((r) => (r.driver_id === null ? [] : [r.driver_id]));
  },

  /** Whether the driver has a trip in these statuses. */
  async driverHasTrip(
    db: DbOrTrx,
    driverId: number,
    statuses: readonly TripStatus[],
  ): Promise<boolean> {
    const row = await db
      .selectFrom('trips')
      .select('trip_id')
      .where('driver_id', '=', driverId)
      .where('trip_status', 'in', [...statuses])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** One trip with its driver and the rider's first name and phone (the driver's view). */
  async findForDriver(db: DbOrTrx, tripId: number) {
    return tripsWithDriver(db)
      .leftJoin('users as u', 'u.user_id', 't.user_id')
      .select(['u.first_name as rider_first_name', 'u.phone_code as rider_phone_code'])
      .select('u.phone as rider_phone')
      .where('t.trip_id', '=', tripId)
      .executeTakeFirst();
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

  /**
   * Stores the rider's rating of a completed trip, once: guarded on `trip_rating IS NULL`, so
   * that of two ratings of one trip exactly one wins. Returns whether it stored it.
   */
  async rateTrip(
    db: DbOrTrx,
    tripId: number,
    rating: { trip_rating: number; trip_feedback: string | null; now: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        trip_rating: rating.trip_rating,
        trip_feedback: rating.trip_feedback,
        rated_at: rating.now,
        updated_at: rating.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', tripId)
      .where('trip_status', '=', 'completed')
      .where('trip_rating', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Stores the driver's rating of the trip's rider, once: guarded on the trip's own driver, a
   * completed trip and `rider_rating IS NULL`, so that of two ratings exactly one wins.
   */
  async rateRider(
    db: DbOrTrx,
    trip: { tripId: number; driverId: number },
    rating: { rider_rating: number; now: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({
        rider_rating: rating.rider_rating,
        rider_rated_at: rating.now,
        updated_at: rating.now,
        version: eb('version', '+', 1),
      }))
      .where('trip_id', '=', trip.tripId)
      .where('driver_id', '=', trip.driverId)
      .where('trip_status', '=', 'completed')
      .where('rider_rating', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * The driver's completed trips picked up since `from` (epoch ms), summed in cents: the agreed
   * fare, the commission, the driver's net, the fare paid in cash, the tips paid.
   */
  async earningsOfDriver(db: DbOrTrx, driverId: number, from: number) {
    const row = await db
      .selectFrom('trips')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('trips'),
        eb.fn.sum<number | string | null>('user_offer_amt').as('fare'),
        eb.fn.sum<number | string | null>('trip_comp_commision').as('commission'),
        eb.fn.sum<number | string | null>('trip_driver_commision').as('net'),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when('trip_pay_mode', '=', 'cash')
              .then(eb.ref('user_offer_amt'))
              .else(0)
              .end(),
          )
          .as('cash'),
        eb.fn
          .sum<number | string | null>(
            eb.case().when('tip_paid_at', 'is not', null).then(eb.ref('tip_amount')).else(0).end(),
          )
          .as('tips'),
      ])
      .where('driver_id', '=', driverId)
      .where('trip_status', '=', 'completed')
      .where('trip_date', '>=', from)
      .executeTakeFirstOrThrow();
    // PostgreSQL answers bigint sums as text; an empty sum is null
    const n = (v: number | string | null) => Number(v ?? 0);
    return {
      trips: n(row.trips),
      fare: n(row.fare),
      commission: n(row.commission),
      net: n(row.net),
      cash: n(row.cash),
      tips: n(row.tips),
    };
  },

  /**
   * A page of the driver's ended trips, newest pickup first, after the keyset `before`
   * (trip_date, trip_id) of the previous page's last trip; `limit` + 1 rows tell whether more
   * follow. With the rider's first name (no contact).
   */
  async historyOfDriver(
    db: DbOrTrx,
    q: {
      driverId: number;
      statuses: readonly TripStatus[];
      before: { tripDate: number; tripId: number } | null;
      limit: number;
    },
  ) {
    let query = db
      .selectFrom('trips as t')
      .leftJoin('users as u', 'u.user_id', 't.user_id')
      .select([
        't.trip_id',
        't.trip_status',
        't.trip_date',
        't.trip_from_loc',
        't.trip_to_loc',
        't.distance_m',
        't.duration_min',
        't.user_offer_amt',
        't.cancel_fee',
        't.trip_comp_commision',
        't.trip_driver_commision',
        't.tip_amount',
        't.tip_paid_at',
        't.trip_currency',
        't.trip_pay_mode',
        't.trip_pay_status',
        't.is_for_other',
        't.passenger_name',
        't.rider_rating',
        'u.first_name as rider_first_name',
      ])
      .where('t.driver_id', '=', q.driverId)
      .where('t.trip_status', 'in', [...q.statuses]);
    const before = q.before;
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('t.trip_date', '<', before.tripDate),
          eb.and([eb('t.trip_date', '=', before.tripDate), eb('t.trip_id', '<', before.tripId)]),
        ]),
      );
    }
    return query
      .orderBy('t.trip_date', 'desc')
      .orderBy('t.trip_id', 'desc')
      .limit(q.limit + 1)
      .execute();
  },

  /** Marks the trip reminded; false when it already was (another instance ran the job). */
  async markReminded(db: DbOrTrx, tripId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('trips')
      .set((eb) => ({ reminded_at: now, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});
