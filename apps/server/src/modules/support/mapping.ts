import { toAmount } from '@fairfare/contracts/fare';
import type {
  OpsPayment,
  OpsRefund,
  OpsRider,
  OpsTripSummary,
  WalletCredit,
  WalletEntry,
} from '@fairfare/contracts/ops-support';
import type { CreditRequestRow } from '../payments/credit-approval.ts';
import type { User } from '../../db/schema.ts';
import { phoneText } from '../countries/phones.ts';
import { isRefundable, leftToRefund } from '../payments/refunds.ts';
import type { SupportPaymentRow, SupportRefundRow } from './repo.ts';

export function opsRiderOf(row: User): OpsRider {
  return {
    user_id: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    phone: phoneText(row.phone_code, row.phone),
    email: row.email,
    wallet: toAmount(row.u_wallet),
    created_at: Number(row.created_at),
  };
}

export function opsTripSummaryOf(row: {
  trip_id: number;
  trip_status: string;
  trip_date: number;
  trip_from_loc: string;
  trip_to_loc: string;
  trip_pay_amount: number;
  trip_currency: string;
  trip_pay_mode: string;
  trip_pay_status: string;
  tz_offset: number;
}): OpsTripSummary {
  return {
    trip_id: row.trip_id,
    trip_status: row.trip_status,
    trip_date: Number(row.trip_date),
    from: row.trip_from_loc,
    to: row.trip_to_loc,
    amount: toAmount(row.trip_pay_amount),
    currency: row.trip_currency,
    pay_mode: row.trip_pay_mode,
    pay_status: row.trip_pay_status,
    tz_offset: Number(row.tz_offset),
  };
}

export function walletEntryOf(row: {
  amount: number;
  balance_after: number;
  reason: string;
  trip_id: number | null;
  created_at: number;
}): WalletEntry {
  return {
    amount: toAmount(row.amount),
    balance_after: toAmount(row.balance_after),
    reason: row.reason,
    trip_id: row.trip_id,
    at: Number(row.created_at),
  };
}

export function opsPaymentOf(row: SupportPaymentRow): OpsPayment {
  return {
    payment_id: row.payment_id,
    kind: row.kind,
    pay_mode: row.pay_mode,
    status: row.status,
    amount: toAmount(row.pay_amount),
    refunded: toAmount(row.refunded_amt),
    left_to_refund: toAmount(leftToRefund(row)),
    card: row.card_brand && row.card_last4 ? `${row.card_brand} •••• ${row.card_last4}` : null,
    refundable: isRefundable(row),
    at: Number(row.created_at),
  };
}

export function opsRefundOf(row: SupportRefundRow): OpsRefund {
  return {
    refund_id: row.refund_id,
    payment_id: row.payment_id,
    amount: toAmount(row.amount),
    reason: row.reason,
    status: row.status,
    failure_message: row.failure_message,
    staff_id: row.staff_id,
    at: Number(row.created_at),
  };
}

/** A support credit waiting for (or past) a second staff member's approval (decision 047). */
export function walletCreditOf(row: CreditRequestRow): WalletCredit {
  return {
    request_id: row.request_id,
    user_id: row.user_id,
    rider_name: `${row.first_name} ${row.last_name}`.trim(),
    rider_phone: phoneText(row.phone_code, row.phone),
    amount: toAmount(row.amount),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    requested_by: row.requested_by,
    requested_by_name: row.staff_name,
    requested_at: Number(row.requested_at),
    decided_by: row.decided_by,
    decided_at: row.decided_at === null ? null : Number(row.decided_at),
  };
}
