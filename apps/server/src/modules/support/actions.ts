import { toAmount, toCents } from '@fairfare/contracts/fare';
import type { z } from 'zod';
import type {
  AdjustWalletAnswer,
  adjustWalletRequestSchema,
  CodeLockout,
  OpsPayment,
  OpsRefund,
  OpsTripDetail,
  WalletCredit,
} from '@fairfare/contracts/ops-support';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { audited, recordAudit } from '../audit/audited.ts';
import { clearCodeLockout, codeLockoutOf } from '../auth/lockout.ts';
import {
  creditRequestById,
  creditRequestByKey,
  decideCredit,
  needsApproval,
  requestCredit,
  walletCreditRule,
} from '../payments/credit-approval.ts';
import { asPaymentFailure } from '../payments/gateway-calls.ts';
import { refundCardPayment } from '../payments/refunds.ts';
import {
  adjustWallet,
  KeyTakenMeanwhile,
  walletAdjustmentReason,
  type WalletAdjustment,
} from '../payments/wallet-adjust.ts';
import type { SignedInStaff } from '../staff/identify.ts';
import { endStuckTrip } from '../ride/cancel.ts';
import type { TripRow } from '../ride/store.ts';
import { opsPaymentOf, opsRefundOf, walletCreditOf, walletEntryOf } from './mapping.ts';
import { supportRepo } from './repo.ts';
import { tripDetail, type SupportDeps } from './service.ts';

// What support changes, each audited with its reason, through the module that owns it
// (decision 040): a refund, a wallet correction, a stuck trip's cancellation, a lock-out cleared.

/**
 * Refunds part or all of a card payment through the gateway (payments/refunds.ts, decision 040).
 * A refusal by the provider answers 402 `ops.refundRefused` with its message (the refund is kept
 * as failed, nothing refunded); an unknown outcome 503, the refund left for the retry or the job.
 */
export async function refund(
  deps: SupportDeps,
  staff: SignedInStaff,
  ask: { payment_id: number; amount: number; reason: string; idempotency_key: string },
  now: number,
): Promise<{ refund: OpsRefund; payment: OpsPayment }> {
  let row;
  try {
    row = await refundCardPayment(
      deps,
      {
        paymentId: ask.payment_id,
        amount: toCents(ask.amount),
        reason: ask.reason,
        idempotencyKey: ask.idempotency_key,
        staffId: staff.staffId,
      },
      now,
    );
  } catch (err) {
    throw asPaymentFailure(deps, err);
  }
  if (row.status === 'failed') {
    throw new AppError(402, 'ops.refundRefused', { error: row.failure_message ?? '' });
  }
  const payment = await supportRepo.payment(deps.db, row.payment_id);
  if (!payment) throw notFound();
  return { refund: opsRefundOf(row), payment: opsPaymentOf(payment) };
}

type Adjusted = Awaited<ReturnType<typeof adjustWallet>>;

/** A correction whose key was seen: thrown to roll back, so no second audit entry is written. */
class Replayed extends Error {
  readonly done: Adjusted;

  constructor(done: Adjusted) {
    super('replayed');
    this.done = done;
  }
}

/**
 * Credits or debits a rider's wallet with a reason, audited (payments/wallet-adjust.ts); the same
 * key again answers the first correction and changes nothing more. A credit above the wallet's
 * city's limit is not applied: it waits for another staff member's approval (`pending`,
 * payments/credit-approval.ts).
 */
export async function changeWallet(
  db: Db,
  staff: SignedInStaff,
  ask: z.output<typeof adjustWalletRequestSchema>,
  now: number,
): Promise<AdjustWalletAnswer> {
  const change = {
    userId: ask.user_id,
    direction: ask.direction,
    amount: toCents(ask.amount),
    reason: ask.reason,
    idempotencyKey: ask.idempotency_key,
  };
  if (change.direction === 'credit') {
    // a retry of a credit asked for approval is that request, whatever became of it
    const asked = await creditRequestByKey(db, change.idempotencyKey);
    const rule = await walletCreditRule(db, change.userId);
    if (asked || needsApproval(change.amount, rule.creditLimit)) {
      return askApproval(db, staff, { ...change, currency: asked?.currency ?? rule.currency }, now);
    }
  }
  const run = () =>
    audited(
      db,
      staff,
      { action: `wallet.${ask.direction}`, entity: 'rider', reason: ask.reason },
      async (trx) => {
        const done = await adjustWallet(trx, change, now);
        // Nothing changed now: the first correction has the audit entry.
        if (done.replayed) throw new Replayed(done);
        return {
          entityId: ask.user_id,
          before: { wallet_cents: done.before },
          after: { wallet_cents: done.after },
          value: done,
        };
      },
    );
  let done: Adjusted;
  try {
    done = await run();
  } catch (err) {
    if (err instanceof KeyTakenMeanwhile) done = await run().catch(replayedOrThrow);
    else done = replayedOrThrow(err);
  }
  const signed = ask.direction === 'credit' ? change.amount : -change.amount;
  return {
    wallet: toAmount(done.after),
    entry: walletEntryOf({
      amount: signed,
      balance_after: done.after,
      reason: walletAdjustmentReason(ask.direction, ask.reason),
      trip_id: null,
      created_at: done.at,
    }),
    pending: null,
  };
}

type Requested = Awaited<ReturnType<typeof requestCredit>>;

/** A credit request whose key was seen: thrown to roll back, so no second audit entry is written. */
class RequestReplayed extends Error {
  readonly done: Requested;

  constructor(done: Requested) {
    super('replayed');
    this.done = done;
  }
}

/** Records a credit above the limit for a second staff member to approve, audited. */
async function askApproval(
  db: Db,
  staff: SignedInStaff,
  change: WalletAdjustment & { currency: string },
  now: number,
): Promise<AdjustWalletAnswer> {
  let done: Requested;
  try {
    done = await audited(
      db,
      staff,
      { action: 'wallet.creditRequested', entity: 'rider', reason: change.reason },
      async (trx) => {
        const requested = await requestCredit(trx, { ...change, staffId: staff.staffId }, now);
        if (requested.replayed) throw new RequestReplayed(requested);
        return {
          entityId: change.userId,
          before: null,
          after: {
            request_id: requested.request.request_id,
            amount_cents: change.amount,
            currency: change.currency,
          },
          value: requested,
        };
      },
    );
  } catch (err) {
    if (!(err instanceof RequestReplayed)) throw err;
    done = err.done;
  }
  return { wallet: toAmount(done.wallet), entry: null, pending: walletCreditOf(done.request) };
}

/**
 * Approves or rejects a credit waiting for a second staff member, audited with its reason: an
 * approved one goes into the wallet in the same transaction. Never the asker's own.
 */
export async function decideWalletCredit(
  db: Db,
  staff: SignedInStaff,
  ask: { request_id: number; approve: boolean },
  now: number,
): Promise<WalletCredit> {
  const request = await creditRequestById(db, ask.request_id);
  if (!request) throw notFound();
  const decided = await audited(
    db,
    staff,
    {
      action: ask.approve ? 'wallet.creditApproved' : 'wallet.creditRejected',
      entity: 'rider',
      reason: request.reason,
    },
    async (trx) => {
      const done = await decideCredit(
        trx,
        { requestId: ask.request_id, approve: ask.approve, staffId: staff.staffId },
        now,
      );
      return {
        entityId: done.before.user_id,
        before: { request_id: ask.request_id, status: done.before.status },
        after: {
          request_id: ask.request_id,
          status: done.after.status,
          ...(done.adjusted ? { wallet_cents: done.adjusted.after } : {}),
        },
        value: done.after,
      };
    },
  );
  return walletCreditOf(decided);
}

function replayedOrThrow(err: unknown): Adjusted {
  if (err instanceof Replayed) return err.done;
  throw err;
}

/**
 * Cancels a stuck trip with no fee (ride/cancel.ts endStuckTrip), audited in the same
 * transaction, which the ride opens; once committed, a Card trip's waiting intent is released and
 * the rider and driver are told, as after any cancellation.
 */
const shown = (trip: TripRow) => ({
  trip_status: trip.trip_status,
  trip_pay_amount: trip.trip_pay_amount,
});

export async function cancelTrip(
  deps: SupportDeps,
  staff: SignedInStaff,
  ask: { trip_id: number; reason: string },
  now: number,
): Promise<OpsTripDetail> {
  const subject = { action: 'trip.cancel', entity: 'trip', reason: ask.reason };
  await endStuckTrip(deps, { tripId: ask.trip_id, reason: ask.reason, now }, (trx, change) =>
    recordAudit(
      trx,
      staff,
      subject,
      { entityId: ask.trip_id, before: shown(change.before), after: shown(change.after) },
      Date.now(),
    ),
  );
  return tripDetail(deps.db, ask.trip_id);
}

/** Clears a rider's code lock-out (auth/lockout.ts), audited; the lock-out as it is after. */
export async function clearLockout(
  deps: Pick<SupportDeps, 'db' | 'perPhoneHour'>,
  staff: SignedInStaff,
  ask: { user_id: number; reason: string },
  now: number,
): Promise<CodeLockout> {
  const rider = await supportRepo.rider(deps.db, ask.user_id);
  if (!rider) throw notFound();
  return audited(
    deps.db,
    staff,
    { action: 'rider.clear_lockout', entity: 'rider', reason: ask.reason },
    async (trx) => {
      const before = await codeLockoutOf(trx, rider, deps.perPhoneHour, now);
      const voided = await clearCodeLockout(trx, rider, now);
      const after = await codeLockoutOf(trx, rider, deps.perPhoneHour, now);
      return {
        entityId: ask.user_id,
        before,
        after: { ...after, voided_codes: voided },
        value: after,
      };
    },
  );
}
