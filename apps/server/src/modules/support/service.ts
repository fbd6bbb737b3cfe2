import { toAmount, toCents } from '@fairfare/contracts/fare';
import type { z } from 'zod';
import type {
  adjustWalletRequestSchema,
  CodeLockout,
  OpsPayment,
  OpsRefund,
  OpsRider,
  OpsRiderDetail,
  OpsTripDetail,
  WalletEntry,
} from '@fairfare/contracts/ops-support';
import { OPEN_TRIP_STATUSES } from '@fairfare/contracts/trips';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { audited } from '../audit/audited.ts';
import { clearCodeLockout, codeLockoutOf } from '../auth/lockout.ts';
import { asPaymentFailure } from '../payments/gateway-calls.ts';
import { refundCardPayment } from '../payments/refunds.ts';
import { walletCurrencyOf } from '../payments/wallet.ts';
import { adjustWallet, walletAdjustmentReason } from '../payments/wallet-adjust.ts';
import { Notices, type RideDeps } from '../ride/deps.ts';
import type { SignedInStaff } from '../staff/identify.ts';
import { cancelStuckTrip, releaseTripCharge } from '../trips/cancel.ts';
import {
  opsPaymentOf,
  opsRefundOf,
  opsRiderOf,
  opsTripSummaryOf,
  walletEntryOf,
} from './mapping.ts';
import { phoneCandidates } from './phone-search.ts';
import { supportRepo } from './repo.ts';
import { tripTimeline } from './timeline.ts';

/** What support's actions need: the ride's (a cancellation tells rider and driver) and the code limits. */
export interface SupportDeps extends RideDeps {
  /** Codes a phone gets an hour before they are spaced out (auth code-limits). */
  perPhoneHour: number;
}

/** Riders whose phone matches what support typed (see findRidersRequestSchema). */
export async function findRiders(db: Db, phone: string): Promise<OpsRider[]> {
  const phones = phoneCandidates(phone, await supportRepo.countryCodes(db));
  return (await supportRepo.findRidersByPhones(db, phones)).map(opsRiderOf);
}

export async function riderDetail(
  deps: Pick<SupportDeps, 'db' | 'perPhoneHour'>,
  userId: number,
  now: number,
): Promise<OpsRiderDetail> {
  const rider = await supportRepo.rider(deps.db, userId);
  if (!rider) throw notFound();
  const [lockout, trips, wallet, currency] = await Promise.all([
    codeLockoutOf(deps.db, rider, deps.perPhoneHour, now),
    supportRepo.recentTrips(deps.db, userId),
    supportRepo.walletHistory(deps.db, userId),
    walletCurrencyOf(deps.db, userId),
  ]);
  return {
    rider: opsRiderOf(rider),
    currency,
    lockout,
    recent_trips: trips.map(opsTripSummaryOf),
    wallet_history: wallet.map(walletEntryOf),
  };
}

/** A trip as support sees it: who, its payments and refunds, and its timeline. */
export async function tripDetail(db: Db, tripId: number): Promise<OpsTripDetail> {
  const trip = await supportRepo.trip(db, tripId);
  if (!trip) throw notFound();
  const [offers, payments, refunds, staff] = await Promise.all([
    supportRepo.offers(db, tripId),
    supportRepo.payments(db, tripId),
    supportRepo.refunds(db, tripId),
    supportRepo.staffActions(db, tripId),
  ]);
  return {
    trip: {
      ...opsTripSummaryOf(trip),
      rider: {
        user_id: trip.user_id,
        name: `${trip.first_name} ${trip.last_name}`.trim(),
        phone: `${trip.phone_code} ${trip.phone}`,
      },
      driver:
        trip.driver_id !== null && trip.d_name !== null
          ? { driver_id: trip.driver_id, name: trip.d_name }
          : null,
      cancellable: (OPEN_TRIP_STATUSES as readonly string[]).includes(trip.trip_status),
    },
    payments: payments.map(opsPaymentOf),
    refunds: refunds.map(opsRefundOf),
    timeline: tripTimeline(trip, offers, payments, refunds, staff),
  };
}

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

/** Credits or debits a rider's wallet with a reason, audited (payments/wallet-adjust.ts). */
export async function changeWallet(
  db: Db,
  staff: SignedInStaff,
  ask: z.output<typeof adjustWalletRequestSchema>,
  now: number,
): Promise<{ wallet: number; entry: WalletEntry }> {
  const amount = toCents(ask.amount);
  const after = await audited(
    db,
    staff,
    { action: `wallet.${ask.direction}`, entity: 'rider', reason: ask.reason },
    async (trx) => {
      const balance = await adjustWallet(
        trx,
        { userId: ask.user_id, direction: ask.direction, amount, reason: ask.reason },
        now,
      );
      return {
        entityId: ask.user_id,
        before: { wallet_cents: balance.before },
        after: { wallet_cents: balance.after },
        value: balance.after,
      };
    },
  );
  return {
    wallet: toAmount(after),
    entry: walletEntryOf({
      amount: ask.direction === 'credit' ? amount : -amount,
      balance_after: after,
      reason: walletAdjustmentReason(ask.direction, ask.reason),
      trip_id: null,
      created_at: now,
    }),
  };
}

/**
 * Cancels a stuck trip with no fee (trips/cancel.ts cancelStuckTrip), audited in the same
 * transaction; once committed, a Card trip's waiting intent is released and the rider and driver
 * are told, as after any cancellation.
 */
export async function cancelTrip(
  deps: SupportDeps,
  staff: SignedInStaff,
  ask: { trip_id: number; reason: string },
  now: number,
): Promise<OpsTripDetail> {
  const notices = new Notices();
  await audited(
    deps.db,
    staff,
    { action: 'trip.cancel', entity: 'trip', reason: ask.reason },
    async (trx) => {
      const { before, after } = await cancelStuckTrip(
        { trx, notices },
        ask.trip_id,
        ask.reason,
        now,
      );
      return {
        entityId: ask.trip_id,
        before: { trip_status: before.trip_status, trip_pay_amount: before.trip_pay_amount },
        after: { trip_status: after.trip_status, trip_pay_amount: after.trip_pay_amount },
        value: undefined,
      };
    },
  );
  await releaseTripCharge(deps, ask.trip_id, now);
  notices.send(deps);
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
