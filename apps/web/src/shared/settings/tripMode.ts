/**
 * The stored trip mode (docs/product/data.md "A stored trip mode ('later' means a ride booked for later)"),
 * a session value under sessionStorage key 'trip_mode'.
 *
 * - `type TripMode = 'now' | 'later'`
 * - `readTripMode(): TripMode` — 'later' only when 'later' is stored; 'now' otherwise.
 * - `writeTripMode(mode: TripMode): void`
 */
import { storageKeys } from '../storage';

export type TripMode = 'now' | 'later';

export function readTripMode(): TripMode {
  try {
    return sessionStorage.getItem(storageKeys.tripMode) === 'later' ? 'later' : 'now';
  } catch {
    return 'now';
  }
}

export function writeTripMode(mode: TripMode): void {
  try {
    sessionStorage.setItem(storageKeys.tripMode, mode);
  } catch {
    // storage unavailable: the mode lives only as long as the page
  }
}

/** Forgets the stored trip mode (the ride flags end with the ride). */
export function clearTripMode(): void {
  try {
    sessionStorage.removeItem(storageKeys.tripMode);
  } catch {
    // storage unavailable: nothing stored
  }
}
