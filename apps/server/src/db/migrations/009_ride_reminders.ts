import type { AnyDb } from '../portable.ts';

/** When a ride booked for later was last reminded to its rider (issue 14): remind once. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('trips').addColumn('reminded_at', 'bigint').execute();
}
