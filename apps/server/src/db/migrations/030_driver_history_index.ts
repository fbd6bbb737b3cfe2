import { createIndexConcurrently, type AnyDb } from '../portable.ts';
import type { MigrationSettings } from '../migration-settings.ts';

/**
 * A driver's trips by pickup time (issue 36): the trip history pages by (trip_date, trip_id)
 * newest first, and the earnings sum a day and a week of them; the old `trips_driver` index on
 * driver_id alone made both read every trip the driver ever had.
 *
 * Built concurrently, outside a transaction (decision 051): `trips` is the busiest table, and a
 * plain CREATE INDEX would stop every booking and trip move until the build ends.
 */
export const settings: MigrationSettings = { transaction: false };

export async function up(db: AnyDb): Promise<void> {
  await createIndexConcurrently(
    db,
    db.schema
      .createIndex('trips_driver_date')
      .on('trips')
      .columns(['driver_id', 'trip_date', 'trip_id']),
  );
}
