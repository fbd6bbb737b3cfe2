import type { AnyDb } from '../portable.ts';

/**
 * The drivers' side of the marketplace (issue 36), expand only:
 *
 * - `users.u_rating`, `users.u_rating_count`: the rider's average rating by drivers and how many
 *   ratings it holds (0 / 0: not rated yet), kept by driverapi/raterider in its transaction.
 * - `trips.rider_rating`: the trip's driver's rating of its rider (0.5–5), once; null until then.
 * - `drivers.is_simulated`: 1 for the demo drivers the driver simulator drives (the roster); 0 for
 *   every other driver, so a driver admitted later is never driven by the simulator.
 * - `drivers.seen_at`: when the driver last said they were there (going online, a position):
 *   a driver online and silent for DRIVER_SILENT_SECONDS is set offline.
 * - `drivers.online_since`: when the driver last went online; the silence check of an earlier
 *   online spell knows itself by it and ends.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('u_rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('u_rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('trips').addColumn('rider_rating', 'double precision').execute();
  await db.schema
    .alterTable('drivers')
    .addColumn('is_simulated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('drivers').addColumn('seen_at', 'bigint').execute();
  await db.schema.alterTable('drivers').addColumn('online_since', 'bigint').execute();
}
