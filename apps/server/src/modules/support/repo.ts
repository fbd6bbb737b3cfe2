import type { DbOrTrx } from '../../db/database.ts';

const RECENT_TRIPS = 20;
const WALLET_ENTRIES = 50;

/**
 * The back office's reads of riders and trips (issue 30, decision 040): only reads, for the
 * support screens. Every change goes through the module that owns the table (payments, trips,
 * auth), audited.
 */
export const supportRepo = Object.freeze({
  rider(db: DbOrTrx, userId: number) {
    return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** The rider's latest trips, each with its city's zone (its times show in it). */
  recentTrips(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('trips')
      .innerJoin('cities', 'cities.city_id', 'trips.city_id')
      .selectAll('trips')
      .select('cities.tz_offset')
      .where('trips.user_id', '=', userId)
      .orderBy('trips.trip_id', 'desc')
      .limit(RECENT_TRIPS)
      .execute();
  },

  walletHistory(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('entry_id', 'desc')
      .limit(WALLET_ENTRIES)
      .execute();
  },

  /** The trip with its rider's name and phone, its driver's name and its city's zone. */
  trip(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('trips as t')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .innerJoin('cities as c', 'c.city_id', 't.city_id')
      .leftJoin('drivers as d', 'd.driver_id', 't.driver_id')
      .selectAll('t')
      .select(['u.first_name', 'u.last_name', 'u.phone_code', 'u.phone', 'd.d_name', 'c.tz_offset'])
      .where('t.trip_id', '=', tripId)
      .executeTakeFirst();
  },

  /** Every offer of the trip with its driver's name, oldest first. */
  offers(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('trip_requests as r')
      .innerJoin('drivers as d', 'd.driver_id', 'r.driver_id')
      .selectAll('r')
      .select('d.d_name')
      .where('r.trip_id', '=', tripId)
      .orderBy('r.trip_request_id')
      .execute();
  },

  payments(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('trip_id', '=', tripId)
      .orderBy('payment_id')
      .execute();
  },

  payment(db: DbOrTrx, paymentId: number) {
    return db
      .selectFrom('payments')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
  },

  refunds(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('refunds')
      .selectAll()
      .where('trip_id', '=', tripId)
      .orderBy('refund_id')
      .execute();
  },

  /** What staff did to the trip itself (a cancellation), with who did it. */
  staffActions(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('audit_log as a')
      .leftJoin('staff as s', 's.staff_id', 'a.staff_id')
      .select(['a.action', 'a.reason', 'a.at', 's.email'])
      .where('a.entity', '=', 'trip')
      .where('a.entity_id', '=', String(tripId))
      .orderBy('a.audit_id')
      .execute();
  },
});

export type SupportTripRow = NonNullable<Awaited<ReturnType<typeof supportRepo.trip>>>;
export type SupportOfferRow = Awaited<ReturnType<typeof supportRepo.offers>>[number];
export type SupportPaymentRow = Awaited<ReturnType<typeof supportRepo.payments>>[number];
export type SupportRefundRow = Awaited<ReturnType<typeof supportRepo.refunds>>[number];
export type StaffActionRow = Awaited<ReturnType<typeof supportRepo.staffActions>>[number];
