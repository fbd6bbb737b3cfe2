import type { AnyDb } from '../portable.ts';

/**
 * Tips (issue 14): what the rider added for the driver after a completed, paid ride. Columns on
 * `trips` rather than a table of their own: a trip has at most one tip, so "once" is one guarded
 * `UPDATE trips … WHERE tip_paid_at IS NULL` (the house way to give a race one winner), and the
 * receipt and the tip options read it with the trip, no join. The money itself is recorded like
 * every other payment: a `payments` row of kind `tip` (card, gateway intent, idempotency key) and,
 * for the wallet, a ledger entry. Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  // Cents; 0 while no tip was given.
  await db.schema
    .alterTable('trips')
    .addColumn('tip_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 10 | 15 | 20 when the rider chose a percent of the fare; null for an amount of their own.
  await db.schema.alterTable('trips').addColumn('tip_percent', 'integer').execute();
  // Epoch ms when the tip was paid; null while none was (the guard of "once").
  await db.schema.alterTable('trips').addColumn('tip_paid_at', 'bigint').execute();
  // Epoch ms when a card charge of the tip started; null when none runs (stale after 2 min), so
  // that concurrent tips of one trip make one charge.
  await db.schema.alterTable('trips').addColumn('tip_claimed_at', 'bigint').execute();
}
