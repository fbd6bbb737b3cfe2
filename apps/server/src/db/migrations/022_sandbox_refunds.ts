import type { AnyDb } from '../portable.ts';

/**
 * Refunds in the sandbox gateway, and support's wallet corrections made once (issue 30 "refund a card payment", decision 040), expand only:
 * what the stand-in for Stripe keeps of a refund, so that it answers as Stripe does on any
 * instance and after a restart.
 *
 * - `sandbox_charges.refunded`: cents refunded of the charge so far; a refund is a guarded
 *   update (`refunded + amount <= amount`), so two refunds at once can never exceed the charge.
 * - `sandbox_refunds`: one row per refund (re_sb_… ids) with the idempotency key it was made
 *   under (claimed first in `sandbox_idempotency_keys`, as every money call is): the same key
 *   again answers this row, never a second refund.
 * - `wallet_ledger.idempotency_key`: the key of a support correction (null for the others;
 *   unique), so that a retried credit or debit is the same one, never a second.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sandbox_charges')
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('refund_id', 'text', (c) => c.primaryKey())
    .addColumn('intent_id', 'text', (c) => c.notNull().references('sandbox_intents.intent_id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('wallet_ledger').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('wallet_ledger_idempotency_key')
    .unique()
    .on('wallet_ledger')
    .column('idempotency_key')
    .execute();
}
