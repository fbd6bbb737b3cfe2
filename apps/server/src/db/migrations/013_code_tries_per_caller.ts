import type { AnyDb } from '../portable.ts';

/**
 * Wrong one-time-code tries counted per caller (issue 31 point 4): one row per code and caller,
 * where a caller is a client address with a device cookie (`<address> <device>`), or the address
 * as a whole (`<address> *`), so that a stranger's guesses use up only the stranger's tries and
 * never the owner's. Portable types.
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
}
