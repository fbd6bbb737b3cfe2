import type { AnyDb } from '../portable.ts';

/**
 * Wrong OTPs a driver gave for a trip (the OTP has only 4 digits): after a few the driver must
 * wait before trying again, so it cannot be guessed by trying all 10 000. Portable types.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('otp_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Epoch ms until which the trip's driver cannot try an OTP again (null: not locked).
  await db.schema.alterTable('trips').addColumn('otp_locked_until', 'bigint').execute();
}
