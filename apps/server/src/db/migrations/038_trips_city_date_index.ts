import { createIndexConcurrently, type AnyDb } from '../portable.ts';
import type { MigrationSettings } from '../migration-settings.ts';

/**
 * A city's trips by pickup time (issue 39): the back office's reports sum a city's ended trips
 * per day over a window of trip_date, and the trip search filters by city and date range; with
 * no index on city_id both read every trip of every city.
 *
 * Built concurrently, outside a transaction (decision 051), as 030 was: `trips` is the busiest
 * table.
 */
export const settings: MigrationSettings = { transaction: false };

export async function up(db: AnyDb): Promise<void> {
  await createIndexConcurrently(
    db,
    db.schema.createIndex('trips_city_date').on('trips').columns(['city_id', 'trip_date']),
  );
}
