import { tripSchema, type Trip } from '@fairfare/contracts/trips';
import { readUserId, storageKeys } from '../../../shared/storage';

/**
 * The rider's trip in progress as the trip list last said, kept in localStorage with the rider's
 * id, so that a reload, and a new tab or a visit later (issue 38 point 11), shows the ride as
 * soon as the session is known, marked as being updated, instead of a blank page while a slow
 * network brings the list (issue 26). Only for the same rider's session; a logout or a 401
 * clears it with all site storage. The list's answer replaces it as soon as it comes; the server
 * stays the state.
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
      localStorage.removeItem(storageKeys.lastTrip);
      return;
    }
    const stored: Stored = { user_id: userId, trip };
    localStorage.setItem(storageKeys.lastTrip, JSON.stringify(stored));
  } catch {
    // storage unavailable or full: a reload waits for the list, as before
  }
}

/** The trip kept for this session's rider, or undefined (none, another rider's, unreadable). */
export function readLastTrip(): Trip | undefined {
  try {
    const raw = localStorage.getItem(storageKeys.lastTrip);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.user_id === undefined || stored.user_id !== readUserId()) return undefined;
    const parsed = tripSchema.safeParse(stored.trip);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
