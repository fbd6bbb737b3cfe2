import { autoId, type AnyDb } from '../portable.ts';

/**
 * A trip's status history (issues 28 and 30, decision 043), expand only: one row per change of
 * `trips.trip_status`, written by the ride in the same transaction as the change itself
 * (ride/trip-status-repo.ts), so that support's timeline shows when a trip arrived, began or
 * ended and who moved it, not only its last change.
 *
 * - `from_status`: null for the row of the booking (the trip's first status).
 * - `actor`: who moved it, as lifecycle.ts names them: rider, driver, staff or system.
 * - `at`: epoch ms of the change (the trip's `updated_at` it wrote).
 * - `reason`: what the mover gave (a cancellation's reason), else null.
 *
 * No backfill: a trip booked before this migration has no rows (or misses its earlier changes),
 * and the timeline then shows its status as the trip's last change, as it did before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('trip_status_changes')
    .addColumn('change_id', 'integer', autoId(db))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.trip_id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('trip_status_changes_trip')
    .on('trip_status_changes')
    .columns(['trip_id', 'change_id'])
    .execute();
}
