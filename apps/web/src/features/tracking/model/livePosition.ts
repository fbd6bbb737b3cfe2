import type { TrackedTrip } from '@fairfare/contracts/tracking';
import { ASSIGNED_TRIP_STATUSES } from '@fairfare/contracts/trips';

export interface LivePosition {
  lat: number;
  lng: number;
  /** epoch ms; null when unknown */
  at: number | null;
}

/** The newer of the polled position and the last pushed one (a push without a poll wins). */
export function latestPosition(
  polled: TrackedTrip['position'],
  pushed: LivePosition | null,
): LivePosition | null {
  if (!pushed) return polled;
  if (!polled) return pushed;
  return (pushed.at ?? 0) >= (polled.at ?? 0) ? pushed : polled;
}

/** A trip whose driver position is still of interest (assigned … begin). */
export function isLive(status: string): boolean {
  return (ASSIGNED_TRIP_STATUSES as readonly string[]).includes(status);
}
