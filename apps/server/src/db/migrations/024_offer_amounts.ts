import { autoId, type AnyDb } from '../portable.ts';

/**
 * Every amount said in an offer's negotiation (decision 046), expand only: the driver's offer and
 * each new one (an answer to a counter-offer, taking it or not), and each of the rider's
 * counter-offers. An offer row keeps only the last of each (`offer_amt`, `user_offer_amt`), so
 * support's timeline could not show a negotiation of more than one round. Written by the ride in
 * the same transaction as the offer's move (ride/moves.ts).
 *
 * - `said_by`: `driver` or `rider`.
 * - `amount`: in cents, as the offer's own columns.
 * - `at`: epoch ms of the move (the offer's `updated_at` it wrote).
 *
 * No backfill: an offer made before this migration shows its last offer and counter-offer, as
 * before.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('offer_amounts')
    .addColumn('amount_id', 'integer', autoId(db))
    .addColumn('trip_request_id', 'integer', (c) =>
      c.notNull().references('trip_requests.trip_request_id'),
    )
    .addColumn('said_by', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_amounts_offer')
    .on('offer_amounts')
    .columns(['trip_request_id', 'amount_id'])
    .execute();
}
