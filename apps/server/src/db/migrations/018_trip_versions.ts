import type { AnyDb } from '../portable.ts';

/**
 * A version per offer (issue 28), next to the trip's own `trips.version` (migration 001, starts at
 * 1): every write that changes an offer bumps it in the same statement, and the rider's view of
 * the offer carries it, so that a client holding an offer can tell a newer push or poll of it from
 * a stale one, and a missed change from none. Starts at 0; portable type.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('trip_requests')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
