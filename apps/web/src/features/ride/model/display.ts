import { MIN_DURATION_MIN } from '@fairfare/contracts/fare';
import type { Trip } from '@fairfare/contracts/trips';
import { formatNumber } from '../../../shared/hooks/useFormatNumber';

/** Display rules of the ride overlay (docs/product/screens.md, constants.md), pure so that they are unit-tested. */

/** docs/product/constants.md: driver names are cut at 12 characters. */
export const DRIVER_NAME_MAX = 12;

/** The driver's name cut at 12 characters plus an ellipsis ('…'); shorter names unchanged. */
export function cutName(name: string, max = DRIVER_NAME_MAX): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

export type BadgeColour = 'green' | 'amber' | 'orange';

/** docs/product/constants.md: green at 4 or more, amber at 3 or more, orange below 3. */
export function ratingColour(rating: number): BadgeColour {
  if (rating >= 4) return 'green';
  if (rating >= 3) return 'amber';
  return 'orange';
}

/** The rating shown with one decimal in the interface language (4.5 in English, 4,5 in French). */
export function formatRating(rating: number, language: string): string {
  return formatNumber(Math.round(rating * 10) / 10, language, 'rating');
}

/** docs/product/constants.md: the time shown is at least 1 minute (whole minutes, rounded up). Null when unknown. */
export function etaMinutes(minutes: number | null): number | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  return Math.max(1, Math.ceil(minutes));
}

/** Milliseconds left of the free-cancellation countdown (never negative). */
export function countdownRemainingMs(tmAcc: number, timerMinutes: number, now: number): number {
  return Math.max(0, tmAcc + timerMinutes * 60_000 - now);
}

/** A countdown as mm:ss (minutes may exceed 59), rounded up to the next second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The countdown shows only for rides now (not scheduled) that have not begun, with a start. */
export function showsCountdown(trip: {
  is_ride_later: number;
  trip_status: string;
  tm_acc: number | null;
}): boolean {
  return trip.is_ride_later === 0 && trip.trip_status !== 'begin' && trip.tm_acc !== null;
}

/** The first name of a driver (the tracking page shows no more). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Minutes until the assigned driver reaches the pickup, counted down at `now` (this browser's
 * clock) to the server's estimate (`pickup_eta_at`, issue 38 point 8): whole minutes rounded up,
 * at least 1 while the driver is still coming. Null once the driver is there or the ride has
 * begun, or while the server has no estimate (the driver's position unknown).
 */
export function arrivalMinutes(
  trip: Pick<Trip, 'trip_status' | 'pickup_eta_at'>,
  now: number,
): number | null {
  if (trip.trip_status !== 'accept' && trip.trip_status !== 'assigned') return null;
  if (trip.pickup_eta_at === null || trip.pickup_eta_at === undefined) return null;
  return Math.max(MIN_DURATION_MIN, Math.ceil((trip.pickup_eta_at - now) / 60_000));
}
