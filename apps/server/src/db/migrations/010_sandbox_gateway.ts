import { autoId, type AnyDb } from '../portable.ts';

/**
 * The sandbox gateway's own state (issue 17 point 12, decision 023): its customers, payment
 * methods (cards), intents, charges and idempotency keys, so that a restart or a second instance
 * on the same database charges the cards the riders saved. These tables stand for the provider's
 * side: nothing of the app references them, and they keep what Stripe would show in its dashboard
 * for a test card (brand, last 4, expiry and the test outcome, never the number).
 *
 * Races between instances are settled by keys, not by reading first: an idempotency key is a
 * primary key claimed by the transaction that makes the intent and its charge, and an intent has at
 * most one charge (unique `intent_id`). Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sandbox_customers')
    .addColumn('customer_id', 'text', (c) => c.primaryKey())
    .addColumn('rider_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_payment_methods')
    .addColumn('payment_method_id', 'text', (c) => c.primaryKey())
    // The customer it is attached to; null while it is not (tokenized only, or detached).
    .addColumn('customer_id', 'text', (c) => c.references('sandbox_customers.customer_id'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    // What charging it does (test-cards.ts): the decline, null when it succeeds.
    .addColumn('decline_message', 'text')
    .addColumn('decline_code', 'text')
    // 1 when saving it on a customer fails already (Stripe checks a card when it is attached).
    .addColumn('fails_on_attach', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_intents')
    .addColumn('intent_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.references('sandbox_customers.customer_id'))
    .addColumn('payment_method_id', 'text', (c) =>
      c.references('sandbox_payment_methods.payment_method_id'),
    )
    .addColumn('metadata_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('charge_id', 'integer', autoId(db))
    .addColumn('intent_id', 'text', (c) =>
      c.notNull().unique().references('sandbox_intents.intent_id'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_idempotency_keys')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    // The request's parameters (sorted JSON): the key answers only the same request again.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // The first answer as it was: the intent, and the card error when it failed. The transaction
    // that claims the key (inserts this row first) writes them before it commits, so a committed
    // row always has them; another request with the key waits on the primary key meanwhile.
    .addColumn('intent_json', 'text')
    .addColumn('error_message', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
