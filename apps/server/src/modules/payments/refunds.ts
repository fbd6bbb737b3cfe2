import { z } from 'zod';
import { RequestRefusedError, type GatewayRefund } from '../../adapters/payments/gateway.ts';
import { defineJob } from '../../due-jobs/define-job.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { audited } from '../audit/audited.ts';
import { RECONCILE_AFTER_MS } from './attempt-recovery.ts';
import type { PaymentDeps } from './gateway-calls.ts';
import { refundsRepo, type RefundRow } from './refunds-repo.ts';

// A card refund by support (issue 30, decision 040), made like a card charge (decision 026): the
// refund is reserved and written, with its key and a job to look at it, before the gateway call
// goes out, so that whatever stops it — a crash, a lost answer — the page's retry with the same
// key or the job asks the gateway again under that key and records what it answers, instead of
// refunding again.

/** The payment kinds a refund may give back: what a rider paid for a trip by card. */
const REFUNDABLE_KINDS = new Set(['trip', 'cancel_fee', 'tip']);

export interface PaymentForRefund {
  kind: string;
  pay_mode: string;
  status: string;
  gateway_ref: string | null;
  pay_amount: number;
  refunded_amt: number;
}

/** A succeeded card payment of a trip with something left to give back. */
export function isRefundable(p: PaymentForRefund): boolean {
  return (
    p.status === 'succeeded' &&
    p.pay_mode.toLowerCase() === 'card' &&
    p.gateway_ref !== null &&
    REFUNDABLE_KINDS.has(p.kind) &&
    leftToRefund(p) > 0
  );
}

/** Cents of a payment not refunded yet (refunds under way count as refunded: they are reserved). */
export function leftToRefund(p: Pick<PaymentForRefund, 'pay_amount' | 'refunded_amt'>): number {
  return Math.max(0, p.pay_amount - p.refunded_amt);
}

/** What staff asked: cents of a payment back to its card, why, under the page's key. */
export interface RefundAsk {
  paymentId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
  staffId: number;
}

/** The refund's key at the gateway: the page's own key, which names this refund only. */
const gatewayKeyOf = (refund: RefundRow) => `ff-refund-${refund.idempotency_key}`;

/**
 * The reconciliation of one refund, due a little after it was written: if it is still pending
 * (the process stopped between the gateway's refund and the record, or the answer was lost), the
 * gateway is asked again under the refund's key and its answer recorded. Throwing (the gateway
 * cannot say) retries the job with backoff.
 */
export const refundJob = defineJob({
  kind: 'payment.refund',
  payload: z.object({ refund_id: z.number().int().positive() }),
  handle: (deps: PaymentDeps, { refund_id }) => settleRefund(deps, refund_id),
});

/**
 * Refunds part or all of a card payment (issue 30). The same key again answers the first refund
 * (finishing it if it is still pending) and never refunds twice; the key with another payment or
 * amount is refused. Never more than was charged: the payment's refunded total is reserved by a
 * guarded update before the call, so refunds at once each get their share or 409
 * `ops.refundTooMuch`. The answer is the refund as recorded: `failed` when the provider refused
 * it (its reservation given back). An unknown outcome (the network) is thrown, the refund stays
 * pending, and the retry or the job settles it.
 */
export async function refundCardPayment(
  deps: PaymentDeps,
  ask: RefundAsk,
  now: number,
): Promise<RefundRow> {
  const known = await refundsRepo.findByKey(deps.db, ask.idempotencyKey);
  if (known) return replay(deps, known, ask);
  const payment = await refundsRepo.payment(deps.db, ask.paymentId);
  if (!payment) throw notFound();
  if (!isRefundable(payment)) throw badRequest('ops.notRefundable');

  const keyTaken = Symbol('key taken');
  let refundId: number;
  try {
    refundId = await deps.db.transaction().execute(async (trx) => {
      if (!(await refundsRepo.reserve(trx, ask.paymentId, ask.amount))) {
        throw conflict('ops.refundTooMuch');
      }
      const id = await refundsRepo.insertPending(trx, {
        payment_id: ask.paymentId,
        trip_id: payment.trip_id,
        user_id: payment.user_id,
        amount: ask.amount,
        reason: ask.reason,
        staff_id: ask.staffId,
        idempotency_key: ask.idempotencyKey,
        gateway_ref: null,
        failure_message: null,
        created_at: now,
      });
      if (id === undefined) throw keyTaken;
      await refundJob.enqueue(trx, {
        payload: { refund_id: id },
        runAt: now + (deps.reconcileAfterMs ?? RECONCILE_AFTER_MS),
        now,
      });
      return id;
    });
  } catch (err) {
    if (err !== keyTaken) throw err;
    // The same key committed meanwhile (a double submit): this one's reservation rolled back.
    const first = await refundsRepo.findByKey(deps.db, ask.idempotencyKey);
    if (!first) throw err;
    return replay(deps, first, ask);
  }
  return settleRefund(deps, refundId);
}

async function replay(deps: PaymentDeps, known: RefundRow, ask: RefundAsk): Promise<RefundRow> {
  if (known.payment_id !== ask.paymentId || known.amount !== ask.amount) {
    throw conflict('ops.refundKeyReused');
  }
  return known.status === 'pending' ? settleRefund(deps, known.refund_id) : known;
}

/**
 * Makes (or replays, under the refund's key) the gateway call of a pending refund and records
 * its answer; a refund already closed is answered as it is.
 */
export async function settleRefund(deps: PaymentDeps, refundId: number): Promise<RefundRow> {
  const refund = await refundsRepo.find(deps.db, refundId);
  if (!refund) throw notFound();
  if (refund.status !== 'pending') return refund;
  const payment = await refundsRepo.payment(deps.db, refund.payment_id);
  if (!payment?.gateway_ref) throw new Error(`refund ${refundId}: its payment has no intent`);
  let answer: GatewayRefund;
  try {
    answer = await deps.payments.refundPayment({
      intentId: payment.gateway_ref,
      amount: refund.amount,
      metadata: {
        refund_id: String(refund.refund_id),
        payment_id: String(refund.payment_id),
        staff_id: String(refund.staff_id),
      },
      idempotencyKey: gatewayKeyOf(refund),
    });
  } catch (err) {
    if (!(err instanceof RequestRefusedError)) throw err;
    await failRefund(deps, refund, err.message);
    return (await refundsRepo.find(deps.db, refundId))!;
  }
  if (answer.status === 'failed') await failRefund(deps, refund, 'The bank refused the refund.');
  else await recordRefund(deps, refund, payment, answer);
  return (await refundsRepo.find(deps.db, refundId))!;
}

/**
 * The refund recorded as made, with its audit entry, in one transaction (once: guarded). A tip is
 * the driver's whole (tip-settle.ts): what of it goes back to the rider comes off the driver's
 * share of that payment in the same transaction, never below zero.
 */
async function recordRefund(
  deps: PaymentDeps,
  refund: RefundRow,
  payment: Pick<PaymentForRefund, 'kind'>,
  answer: GatewayRefund,
): Promise<void> {
  const closedBefore = Symbol('closed before');
  try {
    await audited(
      deps.db,
      { staffId: refund.staff_id },
      { action: 'payment.refund', entity: 'payment', reason: refund.reason },
      async (trx) => {
        const before = await refundsRepo.succeededTotal(trx, refund.payment_id);
        const closed = await refundsRepo.close(trx, refund.refund_id, {
          status: 'succeeded',
          gatewayRef: answer.id,
          failure: null,
        });
        if (!closed) throw closedBefore;
        if (payment.kind === 'tip') {
          await refundsRepo.takeFromDriverShare(trx, refund.payment_id, refund.amount);
        }
        return {
          entityId: refund.payment_id,
          before: { refunded_cents: before },
          after: {
            refunded_cents: before + refund.amount,
            refund_id: refund.refund_id,
            amount_cents: refund.amount,
            gateway_ref: answer.id,
          },
          value: undefined,
        };
      },
    );
  } catch (err) {
    // The retry, the job or a double submit recorded it first: one record, one audit entry.
    if (err !== closedBefore) throw err;
  }
}

/** A refused refund: closed as failed and its reservation given back, in one transaction. */
async function failRefund(deps: PaymentDeps, refund: RefundRow, message: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const closed = await refundsRepo.close(trx, refund.refund_id, {
      status: 'failed',
      gatewayRef: null,
      failure: message,
    });
    if (closed) await refundsRepo.release(trx, refund.payment_id, refund.amount);
  });
}
