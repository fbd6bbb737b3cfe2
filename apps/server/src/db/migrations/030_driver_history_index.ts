import type { AnyDb } from '../portable.ts';

/**
 * A driver's trips by pickup time (issue 36): the trip history pages by (trip_date, trip_id)
 * newest first, and the earnings sum a day and a week of them; the old `trips_driver` index on
 * driver_id alone made both read every trip the driver ever had.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('trips_driver_date')
    .on('trips')
    .columns(['driver_id', 'trip_date', 'trip_id'])
    .execute();
}
