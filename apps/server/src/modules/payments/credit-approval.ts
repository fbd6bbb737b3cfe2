import type { Db, Trx } from '../../db/database.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { creditRequestsRepo, type CreditRequestRow } from './credit-requests-repo.ts';

export type { CreditRequestRow };
import { paymentsRepo } from './repo.ts';
import { adjustWallet, type WalletAdjusted, type WalletAdjustment } from './wallet-adjust.ts';

/**
 * Support credits above their city's limit wait for a second staff member (issue 37 point 8,
 * decision 047): one person alone can no longer put 100,000 into a wallet. Each city has its
 * limit (`cities.wallet_credit_limit`, cents; 100.00 unless changed); the wallet's city is the
 * one its currency comes from (its latest trip's, else the first active city).
 */

/** The limit of a support credit to this rider's wallet, and the wallet's currency. */
export function walletCreditRule(db: Db | Trx, userId: number) {
  return paymentsRepo.walletCityRule(db, userId);
}

/** Whether a credit of `amount` cents needs a second staff member's approval. */
export function needsApproval(amount: number, creditLimit: number): boolean {
  return amount > creditLimit;
}

/**
 * Records a credit to approve, inside the caller's (audited) transaction; the same key again
 * answers that request (`replayed`), whatever became of it, and 409 `ops.actionKeyReused` with
 * other details. Nothing reaches the wallet.
 */
export async function requestCredit(
  trx: Trx,
  change: WalletAdjustment & { currency: string; staffId: number },
  now: number,
): Promise<{ request: CreditRequestRow; replayed: boolean; wallet: number }> {
  const rider = await paymentsRepo.rider(trx, change.userId);
  if (!rider) throw notFound();
  const inserted = await creditRequestsRepo.insert(trx, {
    user_id: change.userId,
    amount: change.amount,
    currency: change.currency,
    reason: change.reason,
    idempotency_key: change.idempotencyKey,
    requested_by: change.staffId,
    requested_at: now,
  });
  const request = await creditRequestsRepo.byKey(trx, change.idempotencyKey);
  if (!request) throw new Error('a credit request vanished in its own transaction');
  if (!inserted && (request.user_id !== change.userId || request.amount !== change.amount)) {
    throw conflict('ops.actionKeyReused');
  }
  return { request, replayed: !inserted, wallet: rider.u_wallet };
}

/** The request with this key, if a credit was asked for approval with it. */
export function creditRequestByKey(db: Db | Trx, idempotencyKey: string) {
  return creditRequestsRepo.byKey(db, idempotencyKey);
}

export function creditRequestById(db: Db | Trx, requestId: number) {
  return creditRequestsRepo.byId(db, requestId);
}

export function pendingCredits(db: Db) {
  return creditRequestsRepo.pending(db);
}

/**
 * Approves (the credit goes into the wallet, under the request's key: applied once) or rejects a
 * waiting credit, inside the caller's (audited) transaction. Never by its asker (403
 * `ops.creditOwnRequest`); once only (409 `ops.creditDecided`).
 */
export async function decideCredit(
  trx: Trx,
  ask: { requestId: number; approve: boolean; staffId: number },
  now: number,
): Promise<{ before: CreditRequestRow; after: CreditRequestRow; adjusted: WalletAdjusted | null }> {
  const before = await creditRequestsRepo.byId(trx, ask.requestId);
  if (!before) throw notFound();
  if (before.requested_by === ask.staffId) throw forbidden('ops.creditOwnRequest');
  const status = ask.approve ? 'approved' : 'rejected';
  if (!(await creditRequestsRepo.decide(trx, ask.requestId, status, ask.staffId, now))) {
    throw conflict('ops.creditDecided');
  }
  const adjusted = ask.approve
    ? await adjustWallet(
        trx,
        {
          userId: before.user_id,
          direction: 'credit',
          amount: before.amount,
          reason: before.reason,
          idempotencyKey: before.idempotency_key,
        },
        now,
      )
    : null;
  const after = (await creditRequestsRepo.byId(trx, ask.requestId))!;
  return { before, after, adjusted };
}
