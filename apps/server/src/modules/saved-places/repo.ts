import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { SavedPlacesTable } from '../../db/schema.ts';
import { TRIP_ROUTE_COLUMNS } from '../ride/store.ts';

const columns = [
  'saved_place_id',
  'user_id',
  'kind',
  'name',
  'address',
  'lat',
  'lng',
  'created_at',
  'updated_at',
] as const;

/** How many of the rider's latest trips their recent places are read from. */
const RECENT_TRIPS_READ = 20;

/** Saved places and the places of the rider's latest trips: the module's only SQL. */
export const savedPlacesRepo = Object.freeze({
  async listOf(db: DbOrTrx, userId: number) {
    return db
      .selectFrom('saved_places')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('saved_place_id')
      .execute();
  },

  async find(db: DbOrTrx, savedPlaceId: number) {
    return db
      .selectFrom('saved_places')
      .select(columns)
      .where('saved_place_id', '=', savedPlaceId)
      .executeTakeFirst();
  },

  async insert(db: DbOrTrx, row: Insertable<SavedPlacesTable>): Promise<number> {
    return insertReturningId(db, 'saved_places', row, 'saved_place_id');
  },

  async update(
    db: DbOrTrx,
    userId: number,
    savedPlaceId: number,
    changes: Updateable<SavedPlacesTable>,
  ): Promise<void> {
    await db
      .updateTable('saved_places')
      .set(changes)
      .where('saved_place_id', '=', savedPlaceId)
      .where('user_id', '=', userId)
      .execute();
  },

  /** Removes the rider's own places among `ids`; how many went. */
  async remove(db: DbOrTrx, userId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await db
      .deleteFrom('saved_places')
      .where('user_id', '=', userId)
      .where('saved_place_id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The pickups and drops of the rider's latest trips, newest first (index trips_user_date). */
  async latestTripPlaces(db: DbOrTrx, userId: number, limit = RECENT_TRIPS_READ) {
    return db
      .selectFrom('trips')
      .select([...TRIP_ROUTE_COLUMNS, 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('trip_id', 'desc')
      .limit(limit)
      .execute();
  },
});

export type SavedPlaceRow = Awaited<ReturnType<typeof savedPlacesRepo.listOf>>[number];
