import { tripSchema, type Trip } from '@fairfare/contracts/trips';
import { readUserId, storageKeys } from '../../../shared/storage';

/**
 * The rider's trip in progress as the trip list last said, kept in sessionStorage (this tab,
 * this session: a logout or a 401 clears it with every session value) with the rider's id, so
 * that a reload shows the ride at once, marked as being updated, instead of a blank page while a
 * slow network brings the list (issue 26). The list's answer replaces it as soon as it comes;
 * the server stays the state.
 */
interface Stored {
  user_id: number;
  trip: unknown;
}

/** Remembers the trip in progress (null: there is none, nothing is kept). */
export function rememberLastTrip(trip: Trip | null): void {
  try {
    const userId = readUserId();
    if (trip === null || userId === null) {
      sessionStorage.removeItem(storageKeys.lastTrip);
      return;
    }
    const stored: Stored = { user_id: userId, trip };
    sessionStorage.setItem(storageKeys.lastTrip, JSON.stringify(stored));
  } catch {
    // storage unavailable or full: a reload waits for the list, as before
  }
}

/** The trip kept for this session's rider, or undefined (none, another rider's, unreadable). */
export function readLastTrip(): Trip | undefined {
  try {
    const raw = sessionStorage.getItem(storageKeys.lastTrip);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.user_id === undefined || stored.user_id !== readUserId()) return undefined;
    const parsed = tripSchema.safeParse(stored.trip);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
