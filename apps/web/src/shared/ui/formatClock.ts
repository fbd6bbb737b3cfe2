/**
 * The live clock's text (docs/product/screens.md "Live clock", §9 "Clock refresh … format YYYY-MM-DD HH:mm:ss,
 * 24-hour, zero-padded").
 *
 * - `formatClock(date, tzOffsetHours): string` — `date` (an instant) shifted from UTC by
 *   `tzOffsetHours` (fractional offsets such as 5.5 or -3.5 work), as `YYYY-MM-DD HH:mm:ss`.
 * - `formatUtcOffset(tzOffsetHours): string` — `+05:30`, `-05:00`, `+00:00` (for `dateTime`).
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const HOUR_MS = 3_600_000;

export function formatClock(date: Date, tzOffsetHours: number): string {
  const shifted = new Date(date.getTime() + Math.round(tzOffsetHours * HOUR_MS));
  const year = shifted.getUTCFullYear();
  const yyyy = year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
  return (
    `${yyyy}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

export function formatUtcOffset(tzOffsetHours: number): string {
  const totalMinutes = Math.round(Math.abs(tzOffsetHours) * 60);
  const sign = tzOffsetHours < 0 && totalMinutes > 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
}
