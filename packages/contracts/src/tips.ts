import { z } from 'zod';
import { numberOrDecimalText } from './numbers.ts';
import { paymentModeSchema } from './payments.ts';
import { tripIdSchema } from './trips.ts';

/**
 * Tips (issue 14): after a completed ride is paid, the rider may add a tip for the driver, once:
 * 10 %, 15 % or 20 % of the trip's agreed fare, or an amount of their own. The server computes
 * the amount (percent) or checks it (> 0, at most TIP_MAX_PERCENT of the fare, default 50) and
 * pays it the way the trip was paid: a card trip on the card that paid it (its saved card, or the
 * card just used in the unpaid-trip popup, kept for the tip), else on a saved card or the wallet
 * with a `note` saying why; a wallet trip from the wallet (400 `tip.insufficientWallet` when
 * short). Only within AFTER_RIDE_HOURS of the ride (409 `tip.windowClosed`, after-ride.ts). A trip paid in cash is refused
 * (409 `tip.cashTrip`): the site cannot take or prove cash, so a cash tip goes to the driver by
 * hand and is not recorded. The driver is told (push `tip`); the receipt shows the tip.
 *
 * Refusals: 404 for another rider's or a missing trip; 400 for a bad body (`tip.invalid`) or an
 * amount above the limit (`tip.tooHigh`, params max and currency); 409 `tip.notCompleted`,
 * `tip.payFirst` (pay the fare first), `tip.alreadyTipped`, `tip.inProgress`, `tip.cashTrip`;
 * 402 `payment.cardDeclined` (or its decline's key) for a declined card. Nothing changes when a
 * tip is refused.
 */

/** The percents of the fare the site offers, besides None and an amount of the rider's own. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The highest amount the contract lets through at all; the server's limit is usually lower. */
export const TIP_AMOUNT_MAX = 10_000;

const isTipPercent = (value: number): value is TipPercent =>
  (TIP_PERCENTS as readonly number[]).includes(value);

/** `percent` of a fare in cents, to the cent (half up): what a percent tip costs. */
export function percentOfFare(fareCents: number, percent: number): number {
  return Math.round((fareCents * percent) / 100);
}

/** The most that may be tipped on a fare in cents (whole cents, never above the percent). */
export function maxTipOf(fareCents: number, maxPercent: number): number {
  return Math.floor((fareCents * maxPercent) / 100);
}

/**
 * POST tripapi/addtip { trip_id, percent } or { trip_id, amount } (exactly one of the two): adds
 * the tip to the rider's own completed, paid trip. Numbers may come as plain decimal text.
 */
export const addTipRequestSchema = z
  .object({
    trip_id: tripIdSchema,
    percent: numberOrDecimalText('tip.invalid')
      .pipe(z.number('tip.invalid').refine(isTipPercent, 'tip.invalid'))
      .transform((p) => p as TipPercent)
      .optional(),
    /** Decimal units of the trip's currency. */
    amount: numberOrDecimalText('tip.invalid')
      .pipe(
        z
          .number('tip.invalid')
          .positive('tip.invalid')
          .max(TIP_AMOUNT_MAX, 'tip.invalid')
          .multipleOf(0.01, 'tip.invalid'),
      )
      .optional(),
  })
  .refine((b) => (b.percent === undefined) !== (b.amount === undefined), 'tip.invalid');
export type AddTipRequest = z.input<typeof addTipRequestSchema>;

/** POST tripapi/gettipoptions { trip_id }: what the tip step offers for the rider's own trip. */
export const tipOptionsRequestSchema = z.object({ trip_id: tripIdSchema });

/** The tip given on a trip (decimal amount). */
export const givenTipSchema = z.object({
  amount: z.number(),
  /** 10 | 15 | 20 when a percent was chosen; null for an amount of the rider's own. */
  percent: z.number().nullable(),
  paid_at: z.number(),
});
export type GivenTip = z.infer<typeof givenTipSchema>;

/**
 * The tip step of a trip, as the server decides it (amounts decimal in the trip's currency). The
 * answer of tripapi/gettipoptions, and of tripapi/addtip after the tip.
 */
export const tipOptionsSchema = z.object({
  trip_id: z.number(),
  currency: z.string(),
  /** The agreed fare the percents are of. */
  fare: z.number(),
  /** The most that may be tipped (TIP_MAX_PERCENT of the fare). */
  max_amount: z.number(),
  /** The offered percents within the limit, each with what it costs. */
  percents: z.array(z.object({ percent: z.number(), amount: z.number() })),
  /** How a tip is paid: the way the trip was paid (null before it is paid). */
  pay_mode: paymentModeSchema.nullable(),
  /** The card a card tip is charged on ('Visa •••• 4242'), if any. */
  card: z.string().nullable(),
  /**
   * Why the tip is not paid on the card that paid the trip (a message key: `tip.paidCardNotKept`
   * when that card cannot be charged again, so a saved card or the wallet pays it), or null.
   */
  note: z.string().nullable(),
  /** The tip given, or null. */
  tip: givenTipSchema.nullable(),
  /** Null when a tip may be added now; else the message key that says why not. */
  refused: z.string().nullable(),
});
export type TipOptions = z.infer<typeof tipOptionsSchema>;

export const tipEndpoints = {
  options: '/tripapi/gettipoptions',
  add: '/tripapi/addtip',
} as const;
