import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type {
  SandboxChargesTable,
  SandboxCustomersTable,
  SandboxIdempotencyKeysTable,
  SandboxIntentsTable,
  SandboxPaymentMethodsTable,
  SandboxRefundsTable,
} from '../../db/schema.ts';
import { findByKey } from '../../db/find-by-key.ts';

export type SandboxMethodRow = Selectable<SandboxPaymentMethodsTable>;
export type SandboxIntentRow = Selectable<SandboxIntentsTable>;
export type SandboxChargeRow = Selectable<SandboxChargesTable>;
export type SandboxKeyRow = Selectable<SandboxIdempotencyKeysTable>;
export type SandboxRefundRow = Selectable<SandboxRefundsTable>;

/**
 * The sandbox gateway's only SQL (migration 010): its customers, cards, intents, charges and
 * idempotency keys. Every change that another instance could make at the same time is a guarded
 * update or an insert that a key decides, never a read followed by a write.
 */
export const sandboxRepo = Object.freeze({
  // ---------------------------------------------------------------------------- customers

  async insertCustomer(db: DbOrTrx, row: Insertable<SandboxCustomersTable>): Promise<void> {
    await db.insertInto('sandbox_customers').values(row).execute();
  },

  async customerExists(db: DbOrTrx, customerId: string): Promise<boolean> {
    const row = await db
      .selectFrom('sandbox_customers')
      .select('customer_id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row !== undefined;
  },

  // ------------------------------------------------------------------------ payment methods

  async insertMethod(db: DbOrTrx, row: Insertable<SandboxPaymentMethodsTable>): Promise<void> {
    await db.insertInto('sandbox_payment_methods').values(row).execute();
  },

  async findMethod(db: DbOrTrx, paymentMethodId: string): Promise<SandboxMethodRow | undefined> {
    return findByKey(db, 'sandbox_payment_methods', 'payment_method_id', paymentMethodId);
  },

  /** Attaches the card to the customer only if it is attached to none; whether it was. */
  async attachMethod(db: DbOrTrx, paymentMethodId: string, customerId: string): Promise<boolean> {
    const result = await db
      .updateTable('sandbox_payment_methods')
      .set({ customer_id: customerId })
      .where('payment_method_id', '=', paymentMethodId)
      .where('customer_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Detaches the card only if it is attached; whether it was. */
  async detachMethod(db: DbOrTrx, paymentMethodId: string): Promise<boolean> {
    const result = await db
      .updateTable('sandbox_payment_methods')
      .set({ customer_id: null })
      .where('payment_method_id', '=', paymentMethodId)
      .where('customer_id', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  // ---------------------------------------------------------------------------- intents

  async insertIntent(db: DbOrTrx, row: Insertable<SandboxIntentsTable>): Promise<void> {
    await db.insertInto('sandbox_intents').values(row).execute();
  },

  async findIntent(db: DbOrTrx, intentId: string): Promise<SandboxIntentRow | undefined> {
    return findByKey(db, 'sandbox_intents', 'intent_id', intentId);
  },

  /**
   * Changes the intent only while its status is one of `from`; whether it did. Two confirms of one
   * intent at once: the second waits for the first's row and then finds its status changed.
   */
  async updateIntentIf(
    db: DbOrTrx,
    intentId: string,
    from: readonly string[],
    changes: Updateable<SandboxIntentsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('sandbox_intents')
      .set(changes)
      .where('intent_id', '=', intentId)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  // ---------------------------------------------------------------------------- charges

  /** A successful charge; the unique intent_id makes a second charge of one intent fail. */
  async insertCharge(db: DbOrTrx, row: Insertable<SandboxChargesTable>): Promise<void> {
    await db.insertInto('sandbox_charges').values(row).execute();
  },

  async charges(db: DbOrTrx): Promise<SandboxChargeRow[]> {
    return db.selectFrom('sandbox_charges').selectAll().orderBy('charge_id').execute();
  },

  /**
   * Adds `amount` to what was refunded of the intent's charge, only while the total stays within
   * the charge (one guarded update: refunds at once queue on the row and the later ones re-check).
   * Whether it did.
   */
  async addRefunded(db: DbOrTrx, intentId: string, amount: number): Promise<boolean> {
    const result = await db
      .updateTable('sandbox_charges')
      .set((eb) => ({ refunded: eb('refunded', '+', amount) }))
      .where('intent_id', '=', intentId)
      .where((eb) => eb(eb('refunded', '+', amount), '<=', eb.ref('amount')))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async chargeOf(db: DbOrTrx, intentId: string): Promise<SandboxChargeRow | undefined> {
    return findByKey(db, 'sandbox_charges', 'intent_id', intentId);
  },

  // ---------------------------------------------------------------------------- refunds

  async insertRefund(db: DbOrTrx, row: Insertable<SandboxRefundsTable>): Promise<void> {
    await db.insertInto('sandbox_refunds').values(row).execute();
  },

  async refundByKey(db: DbOrTrx, idempotencyKey: string): Promise<SandboxRefundRow | undefined> {
    return findByKey(db, 'sandbox_refunds', 'idempotency_key', idempotencyKey);
  },

  async refunds(db: DbOrTrx): Promise<SandboxRefundRow[]> {
    return db.selectFrom('sandbox_refunds').selectAll().orderBy('created_at').execute();
  },

  // ------------------------------------------------------------------------ idempotency keys

  /**
   * Claims a key for this request: true when it was free. On PostgreSQL an insert that meets a
   * key claimed by a transaction still open waits for it, so the loser then reads its answer.
   */
  async claimKey(
    db: DbOrTrx,
    key: { idempotencyKey: string; fingerprint: string; now: number },
  ): Promise<boolean> {
    const row = await db
      .insertInto('sandbox_idempotency_keys')
      .values({
        idempotency_key: key.idempotencyKey,
        fingerprint: key.fingerprint,
        created_at: key.now,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    return row !== undefined;
  },

  async findKey(db: DbOrTrx, idempotencyKey: string): Promise<SandboxKeyRow | undefined> {
    return findByKey(db, 'sandbox_idempotency_keys', 'idempotency_key', idempotencyKey);
  },

  /** Records the first answer to a key the same transaction claimed. */
  async answerKey(
    db: DbOrTrx,
    idempotencyKey: string,
    answer: { intentJson: string; error: { message: string; code: string } | null },
  ): Promise<void> {
    await db
      .updateTable('sandbox_idempotency_keys')
      .set({
        intent_json: answer.intentJson,
        error_message: answer.error?.message ?? null,
        error_code: answer.error?.code ?? null,
      })
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
  },
});
