import type { Insertable, Updateable, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { TripStatus } from '@fairfare/contracts/trips';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { isPostgres } from '../../db/portable.ts';
import type { DB, TripsTable } from '../../db/schema.ts';
import type { Actor } from './lifecycle.ts';

// The one place that writes `trips.trip_status` (decision 043): every change of a trip's status
// is one guarded UPDATE and one row of `trip_status_changes` in the same transaction, so the
// history support reads can neither miss a change nor show one that rolled back.
// trip-status-writes.test.ts fails when a write of the status appears anywhere else.

/** What a status change writes beside the status and the version. */
export type StatusChangeColumns = Omit<Updateable<TripsTable>, 'trip_status' | 'version'>;

type TripsUpdate = UpdateQueryBuilder<DB, 'trips', 'trips', UpdateResult>;

export interface StatusChange {
  /** The statuses the trip may move from (the lifecycle's sources for the actor). */
  from: readonly TripStatus[];
  to: TripStatus;
  actor: Actor;
  /** Epoch ms of the change, as the history shows it. */
  at: number;
  /** What the mover gave for it (a cancellation's reason). */
  reason?: string | null;
  /** Guards of the UPDATE beside the status (a request's expiry is due, a fee is unpaid). */
  also?: (query: TripsUpdate) => TripsUpdate;
}

/** A trip's first row: a booking names its first status. */
export type NewTrip = Insertable<TripsTable> & { trip_status: TripStatus };

/** Runs `work` in the caller's transaction, or in one of its own when given the database. */
function inTransaction<T>(db: DbOrTrx, work: (trx: DbOrTrx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * The trip's status now, its row locked until the transaction ends (PostgreSQL; an SQLite
 * transaction holds the write lock from its start), so the UPDATE below moves from exactly the
 * status the history records.
 */
async function lockedStatus(trx: DbOrTrx, tripId: number): Promise<string | undefined> {
  const query = trx.selectFrom('trips').select('trip_status').where('trip_id', '=', tripId);
  const row = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  return row?.trip_status;
}

async function record(
  trx: DbOrTrx,
  tripId: number,
  change: { from: string | null; to: TripStatus; actor: Actor; at: number; reason: string | null },
): Promise<void> {
  await trx
    .insertInto('trip_status_changes')
    .values({
      trip_id: tripId,
      from_status: change.from,
      to_status: change.to,
      actor: change.actor,
      at: change.at,
      reason: change.reason,
    })
    .execute();
}

export const tripStatusRepo = Object.freeze({
  /**
   * Moves the trip to `change.to` if its status is one of `change.from` (and `also` holds), with
   * `columns`, raising its version, and records the change (none when the status stays, a
   * driver's further offer on an `offer` trip). Returns whether it moved; false when the status
   * or a race said no, and then nothing is written.
   */
  async change(
    db: DbOrTrx,
    tripId: number,
    change: StatusChange,
    columns: StatusChangeColumns,
  ): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      const current = await lockedStatus(trx, tripId);
      if (current === undefined || !(change.from as readonly string[]).includes(current)) {
        return false;
      }
      let query = trx
        .updateTable('trips')
        .set((eb) => ({ ...columns, trip_status: change.to, version: eb('version', '+', 1) }))
        .where('trip_id', '=', tripId)
        .where('trip_status', '=', current);
      if (change.also) query = change.also(query);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (current !== change.to) {
        const { to, actor, at } = change;
        await record(trx, tripId, { from: current, to, actor, at, reason: change.reason ?? null });
      }
      return true;
    });
  },

  /** Inserts a booked trip with the history's first row (from null, by `actor`); its id. */
  async insert(db: DbOrTrx, row: NewTrip, actor: Actor): Promise<number> {
    return inTransaction(db, async (trx) => {
      const tripId = await insertReturningId(trx, 'trips', row, 'trip_id');
      const at = row.created_at;
      await record(trx, tripId, { from: null, to: row.trip_status, actor, at, reason: null });
      return tripId;
    });
  },

  /** The trip's status changes, oldest first. */
  historyOf(db: DbOrTrx, tripId: number) {
    return db
      .selectFrom('trip_status_changes')
      .select(['from_status', 'to_status', 'actor', 'at', 'reason'])
      .where('trip_id', '=', tripId)
      .orderBy('change_id')
      .execute();
  },
});

export type TripStatusChangeRow = Awaited<ReturnType<typeof tripStatusRepo.historyOf>>[number];
