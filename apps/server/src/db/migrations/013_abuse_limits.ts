import type { AnyDb } from '../portable.ts';

/**
 * Abuse the service refuses (issue 31), portable types:
 *
 * Wrong one-time-code tries counted per caller (point 4): one row per code and caller,
 * where a caller is a client address with a device cookie (`<address> <device>`), or the address
 * as a whole (`<address> *`), so that a stranger's guesses use up only the stranger's tries and
 * never the owner's.
 *
 * Texts the safety share sends (point 5): how many texts each share sent (safety_events.texts, to
 * cap them per rider per day), and every number a rider saved as a trusted contact and when
 * (trusted_contact_numbers, kept when the contact is changed or removed, to cap new numbers a day).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('code_tries')
    .addColumn('phone_code_id', 'integer', (c) =>
      c.notNull().references('phone_codes.phone_code_id').onDelete('cascade'),
    )
    .addColumn('caller', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('code_tries_pk', ['phone_code_id', 'caller'])
    .execute();

  await db.schema
    .alterTable('safety_events')
    .addColumn('texts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('trusted_contact_numbers')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('phone_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trusted_contact_numbers_user')
    .on('trusted_contact_numbers')
    .columns(['user_id', 'created_at'])
    .execute();
}
