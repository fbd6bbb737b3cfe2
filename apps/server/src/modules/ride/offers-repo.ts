import type { Insertable, Updateable } from 'kysely';
import { OPEN_OFFER_STATUSES, type OfferStatus } from '@fairfare/contracts/offers';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { OfferAmountsTable, TripRequestsTable } from '../../db/schema.ts';
import { findByKey } from '../../db/find-by-key.ts';
import { OFFER_MOVES } from './lifecycle.ts';
import { DRIVER_CARD_COLUMNS } from './trips-repo.ts';

/** Offers (trip_requests) with the driver card of docs/product/data.md. */
function offersWithDriver(db: DbOrTrx) {
  return db
    .selectFrom('trip_requests as r')
    .innerJoin('drivers as d', 'd.driver_id', 'r.driver_id')
    .selectAll('r')
    .select(DRIVER_CARD_COLUMNS);
}

export type OfferRow = Awaited<
  ReturnType<ReturnType<typeof offersWithDriver>['executeTakeFirstOrThrow']>
>;

export const offersRepo = Object.freeze({
  /** The open, unexpired offers of a trip, newest first. */
  async listOpen(db: DbOrTrx, tripId: number, now: number): Promise<OfferRow[]> {
    return offersWithDriver(db)
      .where('r.trip_id', '=', tripId)
      .where('r.status', 'in', [...OPEN_OFFER_STATUSES])
      .where('r.expires_at', '>', now)
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.trip_request_id', 'desc')
      .execute();
  },

  async findWithDriver(db: DbOrTrx, tripRequestId: number): Promise<OfferRow | undefined> {
    return offersWithDriver(db).where('r.trip_request_id', '=', tripRequestId).executeTakeFirst();
  },

  async findById(db: DbOrTrx, tripRequestId: number) {
    return findByKey(db, 'trip_requests', 'trip_request_id', tripRequestId);
  },

  /** A driver's one offer on a trip (one per driver and trip). */
  async findByTripAndDriver(db: DbOrTrx, tripId: number, driverId: number) {
    return db
      .selectFrom('trip_requests')
      .selectAll()
      .where('trip_id', '=', tripId)
      .where('driver_id', '=', driverId)
      .executeTakeFirst();
  },

  /** A driver's offers on these trips. */
  async ofDriverOnTrips(db: DbOrTrx, driverId: number, tripIds: number[]) {
    if (tripIds.length === 0) return [];
    return db
      .selectFrom('trip_requests')
      .selectAll()
      .where('driver_id', '=', driverId)
      .where('trip_id', 'in', tripIds)
      .execute();
  },

  async insert(db: DbOrTrx, row: Insertable<TripRequestsTable>): Promise<number> {
    return insertReturningId(db, 'trip_requests', row, 'trip_request_id');
  },

  /** One amount said in an offer's negotiation (migration 024); moves.ts says which. */
  async recordAmount(db: DbOrTrx, row: Insertable<OfferAmountsTable>): Promise<void> {
    await db.insertInto('offer_amounts').values(row).execute();
  },

  /** Every amount said in the trip's offers, oldest first. */
  async amountsOfTrip(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('offer_amounts as a')
      .innerJoin('trip_requests as r', 'r.trip_request_id', 'a.trip_request_id')
      .select(['a.trip_request_id', 'a.said_by', 'a.amount', 'a.at'])
      .where('r.trip_id', '=', tripId)
      .orderBy('a.amount_id')
      .execute();
  },

  /**
   * Changes an offer only while it is in one of `statuses` (and, with `openAt`, not yet expired
   * then): a race has one winner. Returns whether it changed.
   */
  async updateIf(
    db: DbOrTrx,
    tripRequestId: number,
    guard: { statuses: readonly OfferStatus[]; openAt?: number },
    changes: Updateable<TripRequestsTable>,
  ): Promise<boolean> {
    let query = db
      .updateTable('trip_requests')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
      .where('trip_request_id', '=', tripRequestId)
      .where('status', 'in', [...guard.statuses]);
    if (guard.openAt !== undefined) query = query.where('expires_at', '>', guard.openAt);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Moves every offer of a trip in `move.from` to `move.to`; returns the offers moved. */
  async moveAll(
    db: DbOrTrx,
    tripId: number,
    move: { from: readonly OfferStatus[]; to: OfferStatus },
    now: number,
  ): Promise<Array<{ trip_request_id: number; driver_id: number }>> {
    return db
      .updateTable('trip_requests')
      .set((eb) => ({ status: move.to, updated_at: now, version: eb('version', '+', 1) }))
      .where('trip_id', '=', tripId)
      .where('status', 'in', [...move.from])
      .returning(['trip_request_id', 'driver_id'])
      .execute();
  },

  /** Expires an open offer whose time is up (OFFER_MOVES.expire, guarded); returns it when it did. */
  async expireIfDue(db: DbOrTrx, tripRequestId: number, now: number) {
    const expire = OFFER_MOVES.expire;
    return db
      .updateTable('trip_requests')
      .set((eb) => ({ status: expire.to, updated_at: now, version: eb('version', '+', 1) }))
      .where('trip_request_id', '=', tripRequestId)
      .where('status', 'in', [...expire.from])
      .where('expires_at', '<=', now)
      .returning(['trip_request_id', 'trip_id', 'driver_id'])
      .executeTakeFirst();
  },
});
