import { z } from 'zod';

/**
 * The back office's reports (issue 39 "see the business"; roles admin and city, a city manager
 * their cities only): per city and per day in the city's zone, the rides, how they ended (and who
 * cancelled), fares, FairFare's commission, refunds, and cash against card. Amounts are decimal in
 * the city's currency, as everywhere in the API.
 */
export const reportPaths = { daily: '/opsapi/getreport' } as const;

/** The longest span one report covers (a quarter): the aggregation reads every trip in it. */
export const MAX_REPORT_DAYS = 92;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'reports.rangeInvalid');

export const reportRequestSchema = z
  .object({
    /** First and last day, inclusive, as the city's calendar says them (YYYY-MM-DD). */
    from: day,
    to: day,
    /** One city; absent: every city the caller may see. */
    city_id: z.number().int().positive('validation.cityInvalid').optional(),
  })
  .refine(
    (r) => {
      const from = Date.parse(`${r.from}T00:00:00Z`);
      const to = Date.parse(`${r.to}T00:00:00Z`);
      return (
        Number.isFinite(from) &&
        Number.isFinite(to) &&
        to >= from &&
        (to - from) / 86_400_000 < MAX_REPORT_DAYS
      );
    },
    { message: 'reports.rangeInvalid', path: ['to'] },
  );
export type ReportRequest = z.input<typeof reportRequestSchema>;

export const reportDaySchema = z.object({
  /** YYYY-MM-DD in the city's zone (the day the ride was for). */
  day: z.string(),
  /** Rides booked for the day that ended (completed, cancelled or expired). */
  rides: z.number(),
  completed: z.number(),
  cancelled_by_rider: z.number(),
  cancelled_by_driver: z.number(),
  cancelled_by_staff: z.number(),
  /** Requests nobody took before they expired. */
  expired: z.number(),
  /** What riders paid for completed rides, after promos. */
  fares: z.number(),
  /** FairFare's share of those fares. */
  commission: z.number(),
  /** Refunds given back that day (succeeded). */
  refunds: z.number(),
  /** Fares of completed rides paid in cash, by card, from the wallet. */
  cash: z.number(),
  card: z.number(),
  wallet: z.number(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const cityReportSchema = z.object({
  city_id: z.number(),
  city_name: z.string(),
  currency: z.string(),
  /** Every day of the range, in order, zeros where nothing happened. */
  days: z.array(reportDaySchema),
});
export type CityReport = z.infer<typeof cityReportSchema>;

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  cities: z.array(cityReportSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** A share of rides as a whole percent; 0 of 0 is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

export function cancelledOf(day: ReportDay): number {
  return day.cancelled_by_rider + day.cancelled_by_driver + day.cancelled_by_staff;
}
