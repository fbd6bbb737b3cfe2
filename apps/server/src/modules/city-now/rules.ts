const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The city's last midnight (epoch ms), from its fixed offset from UTC in hours (`tz_offset`,
 * docs/product/states.md: no daylight-saving rules are stored, so "today" follows the offset the city has).
 */
export function startOfCityDay(now: number, tzOffsetHours: number): number {
  const offset = tzOffsetHours * HOUR;
  return Math.floor((now + offset) / DAY) * DAY - offset;
}
