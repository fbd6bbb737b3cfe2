import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { PaymentAttemptsTable } from '../../db/schema.ts';
import { findByKey } from '../../db/find-by-key.ts';

export type AttemptRow = Selectable<PaymentAttemptsTable>;
export type AttemptPurpose = AttemptRow['purpose'];
type ClosedStatus = Exclude<AttemptRow['status'], 'open'>;

/** While open, an attempt holds its trip's slot of its purpose (unique: one open of each). */
const slotOf = (purpose: AttemptPurpose, tripId: number) => `${purpose}-${tripId}`;

/**
 * Card charges of trips and tips written before the gateway call (migration 012, decision 026):
 * the only SQL of payment_attempts. Opening is an insert the unique open slot decides; closing is
 * a guarded update (`WHERE status = 'open'`), so of a retry, the webhook and the reconciliation
 * job settling one attempt at once exactly one closes it.
 */
export const attemptsRepo = Object.freeze({
  /** Opens an attempt; false when the trip already has an open one of that purpose. */
  async open(
    db: DbOrTrx,
    row: Omit<Insertable<PaymentAttemptsTable>, 'status' | 'open_slot' | 'updated_at'>,
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('payment_attempts')
      .values({
        ...row,
        status: 'open',
        open_slot: slotOf(row.purpose, row.trip_id),
        updated_at: row.created_at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('attempt_key')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async find(db: DbOrTrx, attemptKey: string): Promise<AttemptRow | undefined> {
    return findByKey(db, 'payment_attempts', 'attempt_key', attemptKey);
  },

  /** The trip's open attempt of that purpose, if any. */
  async openOf(
    db: DbOrTrx,
    tripId: number,
    purpose: AttemptPurpose,
  ): Promise<AttemptRow | undefined> {
    return findByKey(db, 'payment_attempts', 'open_slot', slotOf(purpose, tripId));
  },

  /** Notes the intent the gateway answered (a crash before this is why replays exist). */
  async setIntent(db: DbOrTrx, attemptKey: string, intentId: string, now: number): Promise<void> {
    await db
      .updateTable('payment_attempts')
      .set({ intent_id: intentId, updated_at: now })
      .where('attempt_key', '=', attemptKey)
      .where('intent_id', 'is', null)
      .execute();
  },

  /**
   * Closes the open attempt named by its key or by its intent (a settle from the webhook or the
   * page knows only the intent); whether one was closed.
   */
  async close(
    db: DbOrTrx,
    by: { attemptKey?: string | undefined; intentId?: string | undefined },
    status: ClosedStatus,
    now: number,
  ): Promise<boolean> {
    if (by.attemptKey === undefined && by.intentId === undefined) return false;
    const result = await db
      .updateTable('payment_attempts')
      .set((eb) => ({
        status,
        open_slot: null,
        intent_id: eb.fn.coalesce('intent_id', eb.val(by.intentId ?? null)),
        updated_at: now,
      }))
      .where('status', '=', 'open')
      .where((eb) =>
        eb.or([
          ...(by.attemptKey !== undefined ? [eb('attempt_key', '=', by.attemptKey)] : []),
          ...(by.intentId !== undefined ? [eb('intent_id', '=', by.intentId)] : []),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Attempts still open (tests and the operator: what the gateway may have charged unrecorded). */
  async allOpen(db: DbOrTrx): Promise<AttemptRow[]> {
    return db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('status', '=', 'open')
      .orderBy('created_at')
      .execute();
  },
});

/**
 * Marks the card attempt a settled intent came from as done (settled now, or already by another
 * path); nothing for a payment without an intent. Shared by trip and tip settlement.
 */
export async function closeSettledAttempt(
  trx: DbOrTrx,
  s: { intent?: { id: string } | undefined; attemptKey?: string | undefined; now: number },
): Promise<void> {
  if (s.intent)
    await attemptsRepo.close(
      trx,
      { attemptKey: s.attemptKey, intentId: s.intent.id },
      'settled',
      s.now,
    );
}
