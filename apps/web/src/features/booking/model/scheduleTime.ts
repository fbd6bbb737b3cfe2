import { formatCityDateTime } from '../../../shared/settings/cityTime';

/**
 * The date/time of a ride booked for later is typed as the wall-clock time of the city (the live
 * clock next to it shows that time: UTC shifted by tz_offset hours, docs/product/screens.md and states.md), whatever the
 * time zone of the rider's device. A `datetime-local` value is 'YYYY-MM-DDTHH:mm'.
 */
const HOUR_MS = 3_600_000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch ms of a 'YYYY-MM-DDTHH:mm' wall-clock time `tzOffsetHours` from UTC; null when not a real time. */
export function cityLocalToEpoch(value: string, tzOffsetHours: number): number | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(utc);
  // 2025-02-31 rolls over to March: not a real date
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour! > 23) return null;
  return utc - tzOffsetHours * HOUR_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The 'YYYY-MM-DDTHH:mm' wall-clock time, `tzOffsetHours` from UTC, of an instant. */
export function epochToCityLocal(epochMs: number, tzOffsetHours: number): string {
  const d = new Date(epochMs + tzOffsetHours * HOUR_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/** An instant as the city's date and time (full date, short time) in the interface language. */
export function formatCityTime(epochMs: number, tzOffsetHours: number, language: string): string {
  return formatCityDateTime(epochMs, tzOffsetHours, language, {
    dateStyle: 'full',
    timeStyle: 'short',
  });
}
