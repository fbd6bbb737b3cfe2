import { opsLocale } from './opsLocale';

// Times of the back office, in the zone of the city they belong to (issue 39, decision 062):
// a trip's time reads as on the rider's receipt. Cities have fixed offsets from UTC in hours
// (`tz_offset`, as the riders' site). Times that belong to no city (the audit log, the inbox)
// show in the house zone, the one most cities share. Where the cities' zones differ, every time
// names its zone ("UTC−5"), so two times side by side are never read as one zone.

const HOUR_MS = 3_600_000;

interface Zones {
  /** The zone of times that belong to no city (hours from UTC). */
  house: number;
  /** Whether the cities' zones differ (every time then names its zone). */
  differ: boolean;
  /** Each city's zone, by id. */
  byCity: ReadonlyMap<number, number>;
}

let zones: Zones = { house: 0, differ: true, byCity: new Map() };

/** The cities' zones (set once the cities are loaded, before any screen shows a time). */
export function setCityZones(cities: ReadonlyArray<{ city_id: number; tz_offset: number }>): void {
  const counts = new Map<number, number>();
  for (const city of cities) counts.set(city.tz_offset, (counts.get(city.tz_offset) ?? 0) + 1);
  const [house] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0];
  zones = {
    house,
    differ: counts.size !== 1,
    byCity: new Map(cities.map((city) => [city.city_id, city.tz_offset])),
  };
}

/** A city's zone (hours from UTC); the house zone for a city not known. */
export function cityOffset(cityId: number | null | undefined): number {
  return (
    (cityId === null || cityId === undefined ? undefined : zones.byCity.get(cityId)) ?? zones.house
  );
}

/** The house zone's offset (hours from UTC). */
export function houseOffset(): number {
  return zones.house;
}

/** 'UTC−5', 'UTC+5:30', 'UTC'. */
export function zoneName(offsetHours: number): string {
  if (offsetHours === 0) return 'UTC';
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const hm =
    minutes % 60
      ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
      : `${minutes / 60}`;
  return `UTC${offsetHours < 0 ? '−' : '+'}${hm}`;
}

function format(at: number, offset: number, timeStyle: 'short' | 'medium', locale: string) {
  // The zone's wall-clock time is the instant shifted by the offset, read as UTC.
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle,
    timeZone: 'UTC',
  }).format(at + Math.round(offset * HOUR_MS));
  return zones.differ ? `${text} ${zoneName(offset)}` : text;
}

/**
 * Date and time to the minute, in the city's zone (`offset`, hours) or the house zone, written
 * the way of the language the back office speaks (opsLocale.ts).
 */
export function formatTime(at: number, offset = zones.house, locale = opsLocale()): string {
  return format(at, offset, 'short', locale);
}

/**
 * The same to the second, for a trip's timeline: a ride's moves (arrive, begin) often fall within
 * one minute, and support tells their order and gaps by the seconds.
 */
export function formatTimeToSecond(at: number, offset = zones.house, locale = opsLocale()): string {
  return format(at, offset, 'medium', locale);
}

/** The start of a `yyyy-mm-dd` day in a zone (the house zone unless told), as epoch ms. */
export function dayStart(value: string, offset = zones.house): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(at) ? undefined : at - Math.round(offset * HOUR_MS);
}

/** The end of a `yyyy-mm-dd` day (the next day's start), as epoch ms. */
export function dayEnd(value: string, offset = zones.house): number | undefined {
  const start = dayStart(value, offset);
  return start === undefined ? undefined : start + 24 * HOUR_MS;
}
