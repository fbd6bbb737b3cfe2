import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { WalletCreditRequestsTable } from '../../db/schema.ts';

/**
 * Support credits above their city's limit, waiting for a second staff member (migration 025,
 * decision 047): the only SQL of `wallet_credit_requests`. A request leaves `pending` once, by a
 * guarded update, so two approvals at once apply it once.
 */
export const creditRequestsRepo = Object.freeze({
  /** Inserts a request unless its key is taken; whether it did. */
  async insert(db: DbOrTrx, row: Insertable<WalletCreditRequestsTable>): Promise<boolean> {
    const result = await db
      .insertInto('wallet_credit_requests')
      .values(row)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Requests with the riders' and askers' names, by id or by key, or those still pending. */
  withNames(db: DbOrTrx) {
    return db
      .selectFrom('wallet_credit_requests as r')
      .innerJoin('users as u', 'u.user_id', 'r.user_id')
      .innerJoin('staff as s', 's.staff_id', 'r.requested_by')
      .selectAll('r')
      .select(['u.first_name', 'u.last_name', 'u.phone_code', 'u.phone', 's.name as staff_name']);
  },

  byKey(db: DbOrTrx, idempotencyKey: string) {
    return creditRequestsRepo
      .withNames(db)
      .where('r.idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  },

  byId(db: DbOrTrx, requestId: number) {
    return creditRequestsRepo
      .withNames(db)
      .where('r.request_id', '=', requestId)
      .executeTakeFirst();
  },

  pending(db: DbOrTrx) {
    return creditRequestsRepo
      .withNames(db)
      .where('r.status', '=', 'pending')
      .orderBy('r.requested_at')
      .orderBy('r.request_id')
      .execute();
  },

  /** Moves a pending request to `status`; false when it was decided already. */
  async decide(
    db: DbOrTrx,
    requestId: number,
    status: 'approved' | 'rejected',
    staffId: number,
    now: number,
  ): Promise<boolean> {
    const result = await db
      .updateTable('wallet_credit_requests')
      .set({ status, decided_by: staffId, decided_at: now })
      .where('request_id', '=', requestId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type CreditRequestRow = NonNullable<Awaited<ReturnType<typeof creditRequestsRepo.byId>>>;
