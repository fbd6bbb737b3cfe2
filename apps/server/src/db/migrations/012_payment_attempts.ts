import type { AnyDb } from '../portable.ts';

/**
 * Card charges of a trip (fare or fee) and of its tip as claimed operations (issue 31 point 3,
 * decision 026): a row is written, with its idempotency key and the exact gateway call, before
 * the call goes out. A crash after the charge and before the settle leaves the row open, so a
 * retry or the reconciliation job asks the gateway about that same key and settles from it
 * instead of charging again.
 *
 * `open_slot` holds `<purpose>-<trip_id>` while the attempt is open and null once it is closed: a
 * unique column (NULLs are distinct on both dialects) so that a trip has at most one open charge
 * of its fare and one of its tip. Portable types: epoch-ms bigints, cents, JSON as text.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payment_attempts')
    // The idempotency key of the gateway call, reused on every retry.
    .addColumn('attempt_key', 'text', (c) => c.primaryKey())
    // 'trip' (its fare or cancellation fee) or 'tip'.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The payment kind it records: trip, cancel_fee or tip.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.trip_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('tip_percent', 'integer')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    // The gateway call as it was made (create or confirm), replayed as is under the same key.
    .addColumn('request_json', 'text', (c) => c.notNull())
    // The intent, once known (before the call for a confirm, after the answer for a create).
    .addColumn('intent_id', 'text')
    // The trip's pay_claimed_at (or tip_claimed_at) the attempt runs under.
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    // open | settled | failed | unrecorded (charged, but the trip was paid otherwise: staff).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open_slot', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_attempts_intent')
    .on('payment_attempts')
    .column('intent_id')
    .execute();
  await db.schema
    .createIndex('payment_attempts_trip')
    .on('payment_attempts')
    .columns(['trip_id', 'purpose'])
    .execute();
}
