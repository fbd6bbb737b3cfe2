/** A time of the back office: date and time in the staff member's own zone, to the minute. */
export function formatTime(at: number, locale = 'en-CA'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/**
 * The same to the second, for a trip's timeline: a ride's moves (arrive, begin) often fall within
 * one minute, and support tells their order and gaps by the seconds.
 */
export function formatTimeToSecond(at: number, locale = 'en-CA'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
}

/** The start of a `yyyy-mm-dd` day in the browser's zone, as epoch ms (undefined when empty). */
export function dayStart(value: string): number | undefined {
  if (!value) return undefined;
  const at = new Date(`${value}T00:00:00`).getTime();
  return Number.isNaN(at) ? undefined : at;
}

/** The end of a `yyyy-mm-dd` day (the next day's start), as epoch ms. */
export function dayEnd(value: string): number | undefined {
  const start = dayStart(value);
  return start === undefined ? undefined : start + 24 * 60 * 60 * 1000;
}
