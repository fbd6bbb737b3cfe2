import { autoId, type AnyDb } from '../portable.ts';

/**
 * Staff sign-in that strangers cannot break, and wallet credits that need two people (issue 37,
 * decision 047). Expand only: new tables and a new column with a default; `staff.failed_signins`
 * and `staff.locked_until` stay (the running version before this one reads them) but are no
 * longer written.
 *
 * - `staff_signin_failures`: failed sign-ins counted per account AND client address, never per
 *   account alone, so that a stranger's failures slow only the stranger. `account_key` is the
 *   e-mail as typed (lower-cased), known or not, so an unknown e-mail is answered exactly as a real
 *   one; a passkey whose credential is unknown counts under `passkey:<credential id>`.
 *   `blocked_until` (epoch ms): no try from that address for that account is checked before it.
 * - `cities.wallet_credit_limit` (cents, default 100.00 in the city's currency): a support credit
 *   above it waits for a second staff member's approval.
 * - `wallet_credit_requests`: those waiting credits: the rider, amount (cents), currency, reason,
 *   the page's key (unique: a retry is the same request), who asked and when, and `status`
 *   (`pending`, then `approved` or `rejected`, once) with who decided and when.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff_signin_failures')
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_signin_failures_pk', ['account_key', 'address'])
    .execute();
  await db.schema
    .createIndex('staff_signin_failures_last')
    .on('staff_signin_failures')
    .column('last_failed_at')
    .execute();

  await db.schema
    .alterTable('cities')
    .addColumn('wallet_credit_limit', 'integer', (c) => c.notNull().defaultTo(10_000))
    .execute();

  await db.schema
    .createTable('wallet_credit_requests')
    .addColumn('request_id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('wallet_credit_requests_status')
    .on('wallet_credit_requests')
    .column('status')
    .execute();
}
