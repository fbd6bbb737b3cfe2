import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { RefundsTable } from '../../db/schema.ts';
import { findByKey } from '../../db/find-by-key.ts';

export type RefundRow = Selectable<RefundsTable>;

/**
 * Card refunds of payments (migration 020, decision 040): the only SQL of `refunds`, of
 * `payments.refunded_amt` and of what a refund takes off a tip's driver share. The refunded total
 * moves only by guarded updates, so refunds at once can never take more than the payment's
 * amount; a refund row closes only from `pending`.
 */
export const refundsRepo = Object.freeze({
  async findByKey(db: DbOrTrx, idempotencyKey: string): Promise<RefundRow | undefined> {
    return findByKey(db, 'refunds', 'idempotency_key', idempotencyKey);
  },

  async find(db: DbOrTrx, refundId: number): Promise<RefundRow | undefined> {
    return findByKey(db, 'refunds', 'refund_id', refundId);
  },

  async payment(db: DbOrTrx, paymentId: number) {
    return findByKey(db, 'payments', 'payment_id', paymentId);
  },

  /**
   * Reserves `amount` of the payment for a refund: refunded_amt grows only while it stays within
   * pay_amount (refunds at once queue on the row; each re-checks after the one before). Whether
   * it did.
   */
  async reserve(db: DbOrTrx, paymentId: number, amount: number): Promise<boolean> {
    const result = await db
      .updateTable('payments')
      .set((eb) => ({ refunded_amt: eb('refunded_amt', '+', amount) }))
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'succeeded')
      .where((eb) => eb(eb('refunded_amt', '+', amount), '<=', eb.ref('pay_amount')))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives a reservation back (a refund the gateway refused). */
  async release(db: DbOrTrx, paymentId: number, amount: number): Promise<void> {
    await db
      .updateTable('payments')
      .set((eb) => ({ refunded_amt: eb('refunded_amt', '-', amount) }))
      .where('payment_id', '=', paymentId)
      .execute();
  },

  /** A pending refund under its key; undefined when the key is taken already. */
  async insertPending(
    db: DbOrTrx,
    row: Omit<Insertable<RefundsTable>, 'status'>,
  ): Promise<number | undefined> {
    const inserted = await db
      .insertInto('refunds')
      .values({ ...row, status: 'pending' })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('refund_id')
      .executeTakeFirst();
    return inserted?.refund_id;
  },

  /** Closes a pending refund; whether this call did (another may have closed it first). */
  async close(
    db: DbOrTrx,
    refundId: number,
    outcome: { status: 'succeeded' | 'failed'; gatewayRef: string | null; failure: string | null },
  ): Promise<boolean> {
    const result = await db
      .updateTable('refunds')
      .set({
        status: outcome.status,
        gateway_ref: outcome.gatewayRef,
        failure_message: outcome.failure,
      })
      .where('refund_id', '=', refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Takes `amount` off the driver's share of a payment (a refunded tip), never below zero. */
  async takeFromDriverShare(db: DbOrTrx, paymentId: number, amount: number): Promise<void> {
    await db
      .updateTable('payments')
      .set((eb) => ({
        driver_commission_amt: eb
          .case()
          .when('driver_commission_amt', '>', amount)
          .then(eb('driver_commission_amt', '-', amount))
          .else(0)
          .end(),
      }))
      .where('payment_id', '=', paymentId)
      .execute();
  },

  /** What succeeded refunds of a payment gave back so far, in cents. */
  async succeededTotal(db: DbOrTrx, paymentId: number): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },
});
