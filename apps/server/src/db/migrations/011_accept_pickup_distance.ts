import type { AnyDb } from '../portable.ts';

/**
 * How far (metres, great circle) the driver was from the pickup when the rider accepted their
 * offer (issue 26): the cancellation fee is owed only once the driver is on the way, i.e. has
 * come closer than that (ride/lifecycle.ts). Null for trips accepted before this column.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('trips').addColumn('accept_pickup_m', 'integer').execute();
}
