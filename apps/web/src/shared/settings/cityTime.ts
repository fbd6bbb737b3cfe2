/**
 * A trip's times show in its city's time, whatever the time zone of the rider's device (docs/product/screens.md
 * "Live clock", §4 "Clock": UTC shifted by tz_offset hours), as on the booking screens.
 *
 * Exports:
 * - `cityTzOffset(settingsOffset, cities, cityId): number` — the service's tz_offset setting, else
 *   the city's own offset, else 0 (UTC).
 * - `formatCityDateTime(epochMs, tzOffsetHours, language, options?): string` — an instant as the
 *   city's date and time in the interface language (medium date, short time unless told).
 */
import { dateText } from '../intl/intlText';

const HOUR_MS = 3_600_000;

export function cityTzOffset(
  settingsOffset: number | undefined,
  cities: readonly { city_id: number; tz_offset: number }[] | undefined,
  cityId: number | undefined,
): number {
  return settingsOffset ?? cities?.find((city) => city.city_id === cityId)?.tz_offset ?? 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatCityDateTime(
  epochMs: number,
  tzOffsetHours: number,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  // The city's wall-clock time is the instant shifted by the offset, read as UTC.
  const shifted = epochMs + Math.round(tzOffsetHours * HOUR_MS);
  try {
    return dateText(language, { ...options, timeZone: 'UTC' }, shifted);
  } catch {
    const d = new Date(shifted);
    return (
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
      `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
    );
  }
}
