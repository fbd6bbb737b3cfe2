import { autoId, type AnyDb } from '../portable.ts';

/**
 * The back office (issue 30, decision 038), portable types (epoch-ms bigints, cents, 0/1 flags,
 * JSON as text). Expand only: new tables, and new nullable columns the riders' code ignores.
 *
 * - `staff`: the people who run FairFare, apart from riders and drivers. A password hash
 *   (scrypt, `scrypt$N$r$p$salt$hash`), the base32 TOTP secret, the last TOTP step used (a code
 *   is accepted once), failed sign-ins and a lock, `must_change_password` for the one-time
 *   password the `npm run staff` command prints, and `city_ids` (JSON array) for the `city` role.
 * - `staff_sessions`: the back office's own sessions (cookie `ff_ops`), hashed tokens, idle and
 *   absolute expiry decided from `last_seen_at` / `created_at`.
 * - `staff_passkeys`: WebAuthn credentials (public key base64url, signature counter).
 * - `staff_challenges`: WebAuthn challenges, single use, short-lived, so any instance can finish
 *   a ceremony another began.
 * - `audit_log`: append-only (the service only ever inserts): who, what, which entity, before and
 *   after (JSON), the reason money actions carry, when.
 * - Support and drivers (step 2): `refunds` (card refunds of a payment, unique idempotency key),
 *   the inbox's state on `contact_messages`, and a driver's suspension on `drivers`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('staff_id', 'integer', autoId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('city_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_signins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('staff_session_id', 'integer', autoId(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) =>
      c.notNull().references('staff.staff_id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();

  await db.schema
    .createTable('staff_passkeys')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) =>
      c.notNull().references('staff.staff_id').onDelete('cascade'),
    )
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    // 'register' (a signed-in staff member adds a passkey) or 'signin'.
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'integer', autoId(db))
    // Null: the `npm run staff` command (someone at the machine), not a signed-in staff member.
    .addColumn('staff_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('refund_id', 'integer', autoId(db))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.payment_id'))
    .addColumn('trip_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    // The staff's key for this refund: a retry answers the first refund, never a second one.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // pending (reserved, gateway call out) | succeeded | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_payment').on('refunds').columns(['payment_id']).execute();
  // What was refunded of a payment so far (a receipt reads it; a refund is checked against it).
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_amt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('contact_messages').addColumn('read_at', 'bigint').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('assigned_staff_id', 'integer')
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'bigint').execute();

  await db.schema.alterTable('drivers').addColumn('suspended_at', 'bigint').execute();
  await db.schema.alterTable('drivers').addColumn('suspension_reason', 'text').execute();
}
