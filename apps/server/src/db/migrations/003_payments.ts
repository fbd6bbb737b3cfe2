import type { AnyDb } from '../portable.ts';

/**
 * Payments (issue 6): a claim on a trip while one card payment of it runs (exactly one caller
 * wins it, so 20 concurrent pay calls make one charge), the card a payment was made with (for the
 * receipt), and unique keys so that a trip is settled at most once and a gateway intent credits
 * or settles at most once (a replayed call or the webhook changes nothing). Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  // Epoch ms when a card payment of the trip started; null when none runs (stale after 2 min).
  await db.schema.alterTable('trips').addColumn('pay_claimed_at', 'bigint').execute();
  await db.schema.alterTable('payments').addColumn('card_brand', 'text').execute();
  await db.schema.alterTable('payments').addColumn('card_last4', 'text').execute();
  // Set only on a trip's succeeded payment (NULLs do not collide on either database).
  await db.schema.alterTable('payments').addColumn('settles_trip_id', 'integer').execute();
  // Set only on a succeeded card payment: the gateway intent it records.
  await db.schema.alterTable('payments').addColumn('settles_intent_id', 'text').execute();
  await db.schema
    .createIndex('payments_settles_trip')
    .on('payments')
    .column('settles_trip_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('payments_settles_intent')
    .on('payments')
    .column('settles_intent_id')
    .unique()
    .execute();
}
