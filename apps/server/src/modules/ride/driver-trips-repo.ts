import type { DbOrTrx } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Trip } from '../../db/schema.ts';
import {
  ACTIVE_RIDE_STATUSES,
  OPEN_REQUEST_STATUSES,
  type TripStatus,
} from '@fairfare/contracts/trips';
import { TRIP_ROUTE_COLUMNS, tripsWithDriver } from './trips-repo.ts';

// The trips as a driver reads them: open requests near them, their own trips, their earnings
// and history. Reads only; the ride's writes of `trips` stay in trips-repo.ts and moves.ts.

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

const selectFollowedTrips = prepared(
  (db: DbOrTrx, driverId: number, ...statuses: string[]) =>
    db
      .selectFrom('trips')
      .select(['trip_id', 'user_id', 'track_token'])
      .where('driver_id', '=', driverId)
      .where('trip_status', 'in', statuses),
  [0, ...ACTIVE_RIDE_STATUSES] as [number, ...string[]],
);

/** A driver's reads of the trips (handed out by store.ts as tripReads). */
export const driverTripsRepo = Object.freeze({
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
});
