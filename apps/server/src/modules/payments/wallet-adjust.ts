import type { Trx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { paymentsRepo } from './repo.ts';

/** The ledger reason of a support correction: its kind, then the staff member's words. */
export const walletAdjustmentReason = (direction: 'credit' | 'debit', reason: string) =>
  `support_${direction}: ${reason}`;

export interface WalletAdjustment {
  userId: number;
  direction: 'credit' | 'debit';
  /** Cents, above 0. */
  amount: number;
  reason: string;
  /** The page's key: the same key again is this correction, never a second one. */
  idempotencyKey: string;
}

/** What a correction did (or, replayed, what it did the first time); balances in cents. */
export interface WalletAdjusted {
  before: number;
  after: number;
  at: number;
  /** True when the key had been used: nothing was changed now. */
  replayed: boolean;
}

/** Thrown inside the transaction to roll back a correction whose key another one took. */
export class KeyTakenMeanwhile extends Error {}

/**
 * Credits or debits a rider's wallet by support (issue 30), inside the caller's transaction (the
 * audited one), with a ledger entry carrying the reason and the key. A debit is a guarded update:
 * it never takes the balance below zero (400 `ops.walletBelowZero`, nothing changed). The key
 * seen before answers that first correction (`replayed`; 409 `ops.actionKeyReused` when the
 * amount or the rider differ); the key taken meanwhile by a correction still committing throws
 * KeyTakenMeanwhile, so the caller rolls back and asks again.
 */
export async function adjustWallet(
  trx: Trx,
  change: WalletAdjustment,
  now: number,
): Promise<WalletAdjusted> {
  const signed = change.direction === 'credit' ? change.amount : -change.amount;
  const first = await paymentsRepo.ledgerEntryByKey(trx, change.idempotencyKey);
  if (first) {
    if (first.user_id !== change.userId || first.amount !== signed) {
      throw conflict('ops.actionKeyReused');
    }
    return {
      before: first.balance_after - first.amount,
      after: first.balance_after,
      at: Number(first.created_at),
      replayed: true,
    };
  }
  const rider = await paymentsRepo.rider(trx, change.userId);
  if (!rider) throw notFound();
  const after =
    change.direction === 'credit'
      ? await paymentsRepo.creditWallet(trx, change.userId, change.amount)
      : await paymentsRepo.debitWallet(trx, change.userId, change.amount);
  if (after === undefined) throw badRequest('ops.walletBelowZero');
  const written = await paymentsRepo.addLedgerEntry(trx, {
    userId: change.userId,
    amount: signed,
    balanceAfter: after,
    reason: walletAdjustmentReason(change.direction, change.reason),
    paymentId: null,
    tripId: null,
    now,
    idempotencyKey: change.idempotencyKey,
  });
  if (!written) throw new KeyTakenMeanwhile();
  return { before: after - signed, after, at: now, replayed: false };
}
