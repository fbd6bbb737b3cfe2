import { z } from 'zod';
import { numberOrDecimalText } from './numbers.ts';
import { RATING_MAX, RATING_MIN, tripIdSchema, tripStatusSchema } from './trips.ts';

/**
 * The driver's side after a ride (issue 36): rating the rider, the driver's earnings and trip
 * history. Every call needs the driver (see drivers.ts). Amounts are decimal in the city's
 * currency.
 *
 * - POST driverapi/raterider: rateRiderRequestSchema → driverTripSchema (drivers.ts)
 * - POST driverapi/getearnings: {} → driverEarningsSchema
 * - POST driverapi/gettriphistory: tripHistoryRequestSchema → tripHistoryPageSchema
 */

/**
 * POST driverapi/raterider: the trip's driver rates its rider, 0.5–5 in half steps (400
 * `rating.invalid`), once (409 `rating.alreadyRated`), only a completed trip (409
 * `error.conflict`), within the same hours after the ride as the rider's rating (409
 * `rating.windowClosed`). Another driver's trip answers 404. The rider's average and count are
 * recomputed by the server in the same transaction; the answer is the trip with
 * `rating_of_rider`.
 */
export const rateRiderRequestSchema = z.object({
  trip_id: tripIdSchema,
  rating: numberOrDecimalText('rating.invalid').pipe(
    z
      .number()
      .min(RATING_MIN, 'rating.invalid')
      .max(RATING_MAX, 'rating.invalid')
      .multipleOf(0.5, 'rating.invalid'),
  ),
});
export type RateRiderRequest = z.input<typeof rateRiderRequestSchema>;

/**
 * The driver's completed trips of one period. `fare` is what riders agreed to pay (a promo
 * discount is the company's), `commission` the company's share, `net` the driver's (fare −
 * commission); `cash` and `card` split the fare by how it was paid (`card` is card and wallet:
 * paid through FairFare; `cash` the driver holds). `tips` are the tips paid for these trips (all
 * the driver's). A trip counts on the day of its pickup, in the city's time.
 */
export const earningsPeriodSchema = z.object({
  /** Start of the period (epoch ms): the city's last midnight, or its last Monday's. */
  from: z.number(),
  trips: z.number(),
  fare: z.number(),
  commission: z.number(),
  net: z.number(),
  cash: z.number(),
  card: z.number(),
  tips: z.number(),
});
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

/** POST driverapi/getearnings: today's and this week's (Monday to now) in the city's time. */
export const driverEarningsSchema = z.object({
  currency: z.string(),
  today: earningsPeriodSchema,
  week: earningsPeriodSchema,
});
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;

export const TRIP_HISTORY_PAGE_MAX = 50;
export const TRIP_HISTORY_PAGE_DEFAULT = 20;

/**
 * POST driverapi/gettriphistory: the driver's ended trips (completed or cancelled), newest pickup
 * first, a page at a time. `cursor` is the previous page's `next_cursor` (opaque; a malformed one
 * is 400 `error.badRequest`); pages never repeat or skip a trip while new ones end.
 */
export const tripHistoryRequestSchema = z.object({
  cursor: z
    .string('error.badRequest')
    .regex(/^\d{1,16}_\d{1,10}$/, 'error.badRequest')
    .optional(),
  limit: z
    .number('error.badRequest')
    .int('error.badRequest')
    .min(1, 'error.badRequest')
    .max(TRIP_HISTORY_PAGE_MAX, 'error.badRequest')
    .default(TRIP_HISTORY_PAGE_DEFAULT),
});
export type TripHistoryRequest = z.input<typeof tripHistoryRequestSchema>;

/** One ended trip as the driver's history shows it (no contact of the rider any more). */
export const historyTripSchema = z.object({
  trip_id: z.number(),
  trip_status: tripStatusSchema,
  trip_date: z.number(),
  trip_from_loc: z.string(),
  trip_to_loc: z.string(),
  distance_km: z.number(),
  duration_min: z.number(),
  /** The agreed amount (0 for a trip cancelled before it was agreed). */
  agreed_amt: z.number(),
  /** A cancelled trip's fee the rider owes (0 when none). */
  cancel_fee: z.number(),
  trip_comp_commision: z.number(),
  trip_driver_commision: z.number(),
  tip_amount: z.number(),
  trip_currency: z.string(),
  trip_pay_mode: z.string(),
  trip_pay_status: z.string(),
  rider_name: z.string().nullable(),
  /** This driver's rating of the rider; null until rated (only completed trips can be). */
  rating_of_rider: z.number().nullable(),
});
export type HistoryTrip = z.infer<typeof historyTripSchema>;

export const tripHistoryPageSchema = z.object({
  trips: z.array(historyTripSchema),
  /** Pass it as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type TripHistoryPage = z.infer<typeof tripHistoryPageSchema>;
