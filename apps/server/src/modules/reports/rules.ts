import type { ReportDay } from '@fairfare/contracts/reports';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A YYYY-MM-DD day as its number of days since 1970-01-01. */
export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayName(dayIndex: number): string {
  return new Date(dayIndex * DAY_MS).toISOString().slice(0, 10);
}

/** The city's fixed offset from UTC (`tz_offset`, hours; half hours exist) in whole ms. */
export function offsetMsOf(tzOffsetHours: number): number {
  return Math.round(tzOffsetHours * HOUR_MS);
}

/**
 * The epoch-ms window [start, end) of the days `from`…`to` (inclusive) on the city's calendar:
 * its midnight of the first day to its midnight after the last.
 */
export function windowOfDays(from: string, to: string, offsetMs: number) {
  return {
    start: dayNumber(from) * DAY_MS - offsetMs,
    end: (dayNumber(to) + 1) * DAY_MS - offsetMs,
  };
}

export type DayCounts = Omit<ReportDay, 'day'>;

export const emptyDay: DayCounts = Object.freeze({
  rides: 0,
  completed: 0,
  cancelled_by_rider: 0,
  cancelled_by_driver: 0,
  cancelled_by_staff: 0,
  expired: 0,
  fares: 0,
  commission: 0,
  refunds: 0,
  cash: 0,
  card: 0,
  wallet: 0,
});

/**
 * Every day of the range in order, each with what the database summed for it (numbers, cents)
 * or zeros: a chart's axis must not skip a quiet day.
 */
export function fillDays(
  from: string,
  to: string,
  sums: ReadonlyMap<number, Partial<DayCounts>>,
): Array<{ day: string } & DayCounts> {
  const days: Array<{ day: string } & DayCounts> = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    days.push({ day: dayName(d), ...emptyDay, ...sums.get(d) });
  }
  return days;
}
