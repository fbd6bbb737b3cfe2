/**
 * `<LiveClock tzOffset={number | undefined} label?: string />` (docs/product/screens.md "Live clock", §4 "Clock",
 * §9 "Clock refresh").
 *
 * Shows the current time shifted from UTC by `tzOffset` hours as `YYYY-MM-DD HH:mm:ss`. It starts
 * with offset 0 and an empty display; a given `tzOffset` replaces the offset (undefined keeps 0).
 * The display refreshes at once and then every 1000 ms, and the interval is cleared on unmount.
 * Rendered as a `<time>` (`dateTime` carries the offset) named by `label` — e.g. "Local time in
 * London"; "Local time" by default — with `aria-live="off"`, so screen readers do not announce
 * every second. Class names: `live-clock` (no styles of its own; place it as you like).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatUtcOffset } from './formatClock';

/** Clock refresh period (docs/product/constants.md). */
export const CLOCK_REFRESH_MS = 1000;

export interface LiveClockProps {
  /** Hours from UTC (the `tz_offset` setting); undefined until settings are there. */
  tzOffset: number | undefined;
  /** Accessible name, already translated; "Local time" when left out. */
  label?: string;
}

export function LiveClock({ tzOffset, label }: LiveClockProps) {
  const { t } = useTranslation('places');
  const offset = tzOffset ?? 0;
  const [display, setDisplay] = useState('');

  useEffect(() => {
    const tick = () => setDisplay(formatClock(new Date(), offset));
    tick();
    const timer = setInterval(tick, CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [offset]);

  return (
    <time
      className="live-clock"
      role="timer"
      aria-label={label ?? t('clock.label')}
      aria-live="off"
      dateTime={display ? `${display}${formatUtcOffset(offset)}` : undefined}
    >
      {display}
    </time>
  );
}
