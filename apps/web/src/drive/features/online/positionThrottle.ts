export interface Fix {
  lat: number;
  lng: number;
  /** When it was sent or read (epoch ms). */
  at: number;
}

export interface ThrottleRules {
  /** Moved at least this far (metres) since the last sent position: send. */
  minMoveM: number;
  /** Nothing sent for this long (ms): send, moved or not, so the service knows the app is there. */
  maxSilenceMs: number;
  /** Never two sends closer than this (ms), however fast the driver moves. */
  minIntervalMs: number;
}

/**
 * The driver's position goes to the service when it has moved about a street's width, or every
 * ten seconds while standing still (the service takes a silent driver offline after a while),
 * and never more than once in three seconds: a phone's GPS fires every second, the service and
 * the rider's map need far less.
 */
export const POSITION_RULES: ThrottleRules = {
  minMoveM: 30,
  maxSilenceMs: 10_000,
  minIntervalMs: 3_000,
};

/** Whether to send `next` now, given the last position sent (null: none yet). Pure. */
export function shouldSendPosition(
  last: Fix | null,
  next: { lat: number; lng: number },
  now: number,
  rules: ThrottleRules = POSITION_RULES,
): boolean {
  if (!last) return true;
  const since = now - last.at;
  if (since < rules.minIntervalMs) return false;
  if (since >= rules.maxSilenceMs) return true;
  return metresBetween(last, next) >= rules.minMoveM;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

/**
 * The distance between two close points (metres), flat-earth: within a few kilometres it is
 * within a fraction of a percent of the great circle, all a 30 m threshold needs (and it keeps
 * the contracts' fare module, which the bundler packs with schemas, out of the first screen).
 */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const x = (b.lng - a.lng) * RADIANS * Math.cos(((a.lat + b.lat) / 2) * RADIANS);
  const y = (b.lat - a.lat) * RADIANS;
  return Math.hypot(x, y) * EARTH_RADIUS_M;
}
