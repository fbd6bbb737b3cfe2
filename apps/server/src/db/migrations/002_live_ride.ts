import type { AnyDb } from '../portable.ts';

/**
 * The live ride (issue 5): a per-rider version of everything the trip list and the offer list
 * show (cheap polling: ETag / 304), when an unanswered request expires, when a ride booked for
 * later was sent out to drivers, and an index for a driver's own offers. Portable types (docs/architecture.md).
 */
export async function up(db: AnyDb): Promise<void> {
  // Bumped in the same transaction as every change to the rider's trips or offers.
  await db.schema
    .alterTable('users')
    .addColumn('trips_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Epoch ms after which a request nobody's offer was accepted for ends as `expired`.
  await db.schema.alterTable('trips').addColumn('request_expires_at', 'bigint').execute();
  // Epoch ms when a ride booked for later went out to drivers (null before).
  await db.schema.alterTable('trips').addColumn('dispatched_at', 'bigint').execute();
  await db.schema
    .createIndex('trip_requests_driver')
    .on('trip_requests')
    .columns(['driver_id', 'status'])
    .execute();
}
