/**
 * `<LiveClock tzOffset={number | undefined} label?: string />` (docs/product/screens.md "Live clock", §4 "Clock",
 * §9 "Clock refresh").
 *
 * Shows the current time shifted from UTC by `tzOffset` hours, written the way the rider's language
 * writes a date and a time with seconds ("31 dic 2024, 23:59:58"; issue 38 point 4: a raw
 * "2026-11-28 15:47:06" beside the schedule picker read as English). `dateTime` keeps the
 * machine form `YYYY-MM-DD HH:mm:ss±hh:mm`. It starts
 * with offset 0 and an empty display; a given `tzOffset` replaces the offset (undefined keeps 0).
 * The display refreshes at once and then every 1000 ms, and the interval is cleared on unmount.
 * Rendered as a `<time>` (`dateTime` carries the offset) named by `label` — e.g. "Local time in
 * London"; "Local time" by default — with `aria-live="off"`, so screen readers do not announce
 * every second. Class names: `live-clock` (no styles of its own; place it as you like).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCityDateTime } from '../settings/cityTime';
import { formatClock, formatUtcOffset } from './formatClock';

/** The date and the time to the second, in the interface language's own order and words. */
const CLOCK_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** Clock refresh period (docs/product/constants.md). */
export const CLOCK_REFRESH_MS = 1000;

export interface LiveClockProps {
  /** Hours from UTC (the `tz_offset` setting); undefined until settings are there. */
  tzOffset: number | undefined;
  /** Accessible name, already translated; "Local time" when left out. */
  label?: string;
}

export function LiveClock({ tzOffset, label }: LiveClockProps) {
  const { t, i18n } = useTranslation('places');
  const language = i18n.resolvedLanguage ?? 'en';
  const offset = tzOffset ?? 0;
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [offset]);

  const display = now === null ? '' : formatCityDateTime(now, offset, language, CLOCK_FORMAT);
  const machine = now === null ? '' : formatClock(new Date(now), offset);

  return (
    <time
      className="live-clock"
      role="timer"
      aria-label={label ?? t('clock.label')}
      aria-live="off"
      dateTime={machine ? `${machine}${formatUtcOffset(offset)}` : undefined}
    >
      {display}
    </time>
  );
}
