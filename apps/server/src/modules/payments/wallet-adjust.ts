import type { Trx } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { paymentsRepo } from './repo.ts';

/** The ledger reason of a support correction: its kind, then the staff member's words. */
export const walletAdjustmentReason = (direction: 'credit' | 'debit', reason: string) =>
  `support_${direction}: ${reason}`;

/**
 * Credits or debits a rider's wallet by support (issue 30), inside the caller's transaction (the
 * audited one), with a ledger entry carrying the reason. A debit is a guarded update: it never
 * takes the balance below zero (400 `ops.walletBelowZero`, nothing changed). Balances in cents.
 */
export async function adjustWallet(
  trx: Trx,
  change: { userId: number; direction: 'credit' | 'debit'; amount: number; reason: string },
  now: number,
): Promise<{ before: number; after: number }> {
  const rider = await paymentsRepo.rider(trx, change.userId);
  if (!rider) throw notFound();
  const after =
    change.direction === 'credit'
      ? await paymentsRepo.creditWallet(trx, change.userId, change.amount)
      : await paymentsRepo.debitWallet(trx, change.userId, change.amount);
  if (after === undefined) throw badRequest('ops.walletBelowZero');
  const signed = change.direction === 'credit' ? change.amount : -change.amount;
  await paymentsRepo.addLedgerEntry(trx, {
    userId: change.userId,
    amount: signed,
    balanceAfter: after,
    reason: walletAdjustmentReason(change.direction, change.reason),
    paymentId: null,
    tripId: null,
    now,
  });
  return { before: after - signed, after };
}
