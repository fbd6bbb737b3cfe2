import { dayStart } from '../../shared/formatTime';

const HOUR_MS = 3_600_000;

/**
 * An epoch-ms time as a date field's value: YYYY-MM-DD in the zone `offset` (hours from UTC; the
 * promo's city's, decision 065), not the browser's: a promo in London, Ontario starts at midnight
 * there whichever zone the staff member's computer is in.
 */
export function toDateValue(epochMs: number, offset: number): string {
  const at = new Date(epochMs + Math.round(offset * HOUR_MS));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/**
 * A date field's value as epoch ms in the zone `offset` (hours from UTC): the first millisecond
 * of that day, or with `end` its last one (a promo valid until a day is valid all that day).
 */
export function fromDateValue(value: string, offset: number, end = false): number {
  const start = dayStart(value, offset);
  if (start === undefined) return Number.NaN;
  return end ? dayStart(nextDay(value), offset)! - 1 : start;
}

/** The day after a YYYY-MM-DD day (month and year ends included). */
function nextDay(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
