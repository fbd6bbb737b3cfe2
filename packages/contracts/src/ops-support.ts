import { z } from 'zod';
import { opsReasonSchema } from './ops-drivers.ts';

/**
 * The back office's riders and trips (issue 30 "Riders and trips", decision 040): find a rider by
 * phone or a trip by id, a rider's page and a trip's timeline; refund a card payment, credit or
 * debit a wallet, cancel a stuck trip, clear a rider's code lock-out. Amounts are decimal in the
 * answers and the requests (the site's convention), cents inside the service.
 */
export const opsSupportPaths = {
  findRiders: '/opsapi/findriders',
  rider: '/opsapi/getrider',
  trip: '/opsapi/gettrip',
  refund: '/opsapi/refundpayment',
  adjustWallet: '/opsapi/adjustwallet',
  cancelTrip: '/opsapi/canceltrip',
  clearLockout: '/opsapi/clearlockout',
  walletCredits: '/opsapi/getwalletcredits',
  decideWalletCredit: '/opsapi/decidewalletcredit',
} as const;

/**
 * Riders by name, phone (any format: the service reads it with libphonenumber-js) or e-mail,
 * newest first; `before_id` pages back (decision 062).
 */
export const findRidersRequestSchema = z.object({
  query: z
    .string('ops.searchInvalid')
    .trim()
    .min(2, 'ops.searchInvalid')
    .max(100, 'ops.searchInvalid'),
  before_id: z.number().int().positive('error.badRequest').optional(),
});
export type FindRidersRequest = z.input<typeof findRidersRequestSchema>;

export const opsRiderSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  /** '+1 519 555 0100': grouped as its country writes it (libphonenumber-js). */
  phone: z.string(),
  email: z.string().nullable(),
  /** The wallet's balance (decimal). */
  wallet: z.number(),
  created_at: z.number(),
});
export type OpsRider = z.infer<typeof opsRiderSchema>;
export const findRidersSchema = z.object({
  riders: z.array(opsRiderSchema),
  next_before_id: z.number().nullable(),
});

const idSchema = z.number('error.notFound').int('error.notFound').positive('error.notFound');
export const riderRequestSchema = z.object({ user_id: idSchema });
export const tripRequestSchema = z.object({ trip_id: idSchema });

/**
 * Whether the rider's phone is held back from new login codes now: unused codes of the last hour
 * space the next one out (auth code-limits), and the latest code may have no tries left.
 */
export const codeLockoutSchema = z.object({
  locked: z.boolean(),
  /** Seconds before another code may be sent (0: now). */
  wait_seconds: z.number(),
  /** Unused codes sent to the phone in the last hour. */
  unused_codes: z.number(),
});
export type CodeLockout = z.infer<typeof codeLockoutSchema>;

export const opsTripSummarySchema = z.object({
  trip_id: z.number(),
  trip_status: z.string(),
  trip_date: z.number(),
  from: z.string(),
  to: z.string(),
  /** What the rider owes or paid (decimal). */
  amount: z.number(),
  currency: z.string(),
  pay_mode: z.string(),
  pay_status: z.string(),
  /** The trip's city's hours from UTC (its times show in that zone, decision 062). */
  tz_offset: z.number(),
});
export type OpsTripSummary = z.infer<typeof opsTripSummarySchema>;

export const walletEntrySchema = z.object({
  amount: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  trip_id: z.number().nullable(),
  at: z.number(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const opsRiderDetailSchema = z.object({
  rider: opsRiderSchema,
  /** The wallet's currency (its latest trip's city's, else the first city's). */
  currency: z.string(),
  lockout: codeLockoutSchema,
  recent_trips: z.array(opsTripSummarySchema),
  wallet_history: z.array(walletEntrySchema),
});
export type OpsRiderDetail = z.infer<typeof opsRiderDetailSchema>;

export const opsRefundSchema = z.object({
  refund_id: z.number(),
  payment_id: z.number(),
  amount: z.number(),
  reason: z.string(),
  /** pending: the gateway's answer is not recorded yet (decision 040); failed: nothing refunded. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  failure_message: z.string().nullable(),
  staff_id: z.number(),
  at: z.number(),
});
export type OpsRefund = z.infer<typeof opsRefundSchema>;

export const opsPaymentSchema = z.object({
  payment_id: z.number(),
  kind: z.string(),
  pay_mode: z.string(),
  status: z.string(),
  amount: z.number(),
  /** Refunded so far, refunds under way included (what a new refund is checked against). */
  refunded: z.number(),
  /** What a new refund may give back at most (the amount less what is refunded), decided here. */
  left_to_refund: z.number(),
  card: z.string().nullable(),
  /** A succeeded card payment with something left to refund. */
  refundable: z.boolean(),
  at: z.number(),
});
export type OpsPayment = z.infer<typeof opsPaymentSchema>;

export const TIMELINE_KINDS = [
  'request',
  'offer',
  'counter',
  'status',
  'payment',
  'refund',
  'tip',
  'rating',
  'staff',
] as const;

/**
 * One part of what happened, for the back office to say in the staff member's language
 * (decision 065): a text key of its `timeline` texts and the values it names. Amounts are decimal
 * in `currency`; statuses, actors and ways to pay are the service's codes.
 */
export const timelinePartSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TimelinePart = z.infer<typeof timelinePartSchema>;

export const timelineEventSchema = z.object({
  /** Null when the record keeps no time (a rating given before its time was kept): shown last. */
  at: z.number().nullable(),
  kind: z.enum(TIMELINE_KINDS),
  /** What happened, in English (for logs, exports and a back office that does not know `say`). */
  text: z.string(),
  /** The same as parts to translate, said one after another (decision 065). */
  say: z.array(timelinePartSchema).optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const opsTripDetailSchema = z.object({
  trip: opsTripSummarySchema.extend({
    rider: z.object({ user_id: z.number(), name: z.string(), phone: z.string() }),
    driver: z.object({ driver_id: z.number(), name: z.string() }).nullable(),
    /** Not finished nor cancelled: support may cancel it. */
    cancellable: z.boolean(),
  }),
  payments: z.array(opsPaymentSchema),
  refunds: z.array(opsRefundSchema),
  timeline: z.array(timelineEventSchema),
});
export type OpsTripDetail = z.infer<typeof opsTripDetailSchema>;

/** A decimal amount above 0 with at most two decimals (cents inside the service). */
const moneySchema = z
  .number('ops.amountInvalid')
  .positive('ops.amountInvalid')
  .max(100_000, 'ops.amountInvalid')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'ops.amountInvalid');

/** Made by the page once per money action it shows: the same key again is that action, once. */
const actionKeySchema = z
  .string('error.badRequest')
  .trim()
  .min(8, 'error.badRequest')
  .max(100, 'error.badRequest');

export const refundRequestSchema = z.object({
  payment_id: idSchema,
  amount: moneySchema,
  reason: opsReasonSchema,
  /** The same key again refunds once (decision 040). */
  idempotency_key: actionKeySchema,
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export const refundAnswerSchema = z.object({ refund: opsRefundSchema, payment: opsPaymentSchema });

export const adjustWalletRequestSchema = z.object({
  user_id: idSchema,
  direction: z.enum(['credit', 'debit'], 'error.badRequest'),
  amount: moneySchema,
  reason: opsReasonSchema,
  /** The same key again answers the first correction and changes nothing more. */
  idempotency_key: actionKeySchema,
});
export type AdjustWalletRequest = z.input<typeof adjustWalletRequestSchema>;

/**
 * A support credit above its city's limit (decision 047): not applied, it waits until another
 * staff member (support or admin) approves or rejects it. Amount decimal, in `currency`.
 */
export const walletCreditSchema = z.object({
  request_id: z.number(),
  user_id: z.number(),
  rider_name: z.string(),
  rider_phone: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requested_by: z.number(),
  requested_by_name: z.string(),
  requested_at: z.number(),
  decided_by: z.number().nullable(),
  decided_at: z.number().nullable(),
});
export type WalletCredit = z.infer<typeof walletCreditSchema>;

/**
 * The wallet after a correction, and its ledger entry; or, for a credit above the city's limit,
 * nothing applied (`entry` null, the wallet as it was) and the credit waiting for approval.
 */
export const adjustWalletAnswerSchema = z.object({
  wallet: z.number(),
  entry: walletEntrySchema.nullable(),
  pending: walletCreditSchema.nullable(),
});
export type AdjustWalletAnswer = z.infer<typeof adjustWalletAnswerSchema>;

/** The credits waiting for approval, oldest first. */
export const walletCreditsSchema = z.object({ credits: z.array(walletCreditSchema) });

/** Approves (the credit is applied) or rejects a waiting credit; never the asker's own. */
export const decideWalletCreditRequestSchema = z.object({
  request_id: idSchema,
  approve: z.boolean('error.badRequest'),
});
export type DecideWalletCreditRequest = z.input<typeof decideWalletCreditRequestSchema>;

export const cancelStuckTripRequestSchema = z.object({
  trip_id: idSchema,
  reason: opsReasonSchema,
});
export type CancelStuckTripRequest = z.input<typeof cancelStuckTripRequestSchema>;

export const clearLockoutRequestSchema = z.object({ user_id: idSchema, reason: opsReasonSchema });
export type ClearLockoutRequest = z.input<typeof clearLockoutRequestSchema>;
