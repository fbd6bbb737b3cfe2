import type { AnyDb } from '../portable.ts';

/**
 * When each rating of a trip was given (issue 39, decision 062), expand only: support's trip
 * timeline shows every event at its time, and a rating had none ("Time not recorded").
 *
 * - `trips.rated_at`: when the rider rated the trip (set with `trip_rating`, once).
 * - `trips.rider_rated_at`: when the driver rated the rider (set with `rider_rating`, once).
 *
 * Ratings given before this migration keep a null time and are shown last, said so.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('trips').addColumn('rated_at', 'bigint').execute();
  await db.schema.alterTable('trips').addColumn('rider_rated_at', 'bigint').execute();
}
