import { z } from 'zod';
import type { Trip } from '@fairfare/contracts/trips';
import { storageKeys } from '../../shared/storage';

/**
 * A request that ended without a ride (no offer accepted in time, or its driver cancelled) and
 * that the rider closed instead of sending again: its pickup and drop-off wait in this tab's
 * sessionStorage for the next booking form, so that booking again is not typing both again. The
 * booking form reads it once (and forgets it) when it opens.
 */
const placeSchema = z.object({ lat: z.number(), lng: z.number(), address: z.string() });
const routeSchema = z.object({ cityId: z.number(), pickup: placeSchema, drop: placeSchema });
export type RebookRoute = z.infer<typeof routeSchema>;

export function keepRouteToRebook(
  trip: Pick<
    Trip,
    | 'city_id'
    | 'trip_from_lat'
    | 'trip_from_lng'
    | 'trip_from_loc'
    | 'trip_to_lat'
    | 'trip_to_lng'
    | 'trip_to_loc'
  >,
): void {
  const route: RebookRoute = {
    cityId: trip.city_id,
    pickup: { lat: trip.trip_from_lat, lng: trip.trip_from_lng, address: trip.trip_from_loc },
    drop: { lat: trip.trip_to_lat, lng: trip.trip_to_lng, address: trip.trip_to_loc },
  };
  try {
    sessionStorage.setItem(storageKeys.rebookRoute, JSON.stringify(route));
  } catch {
    // storage unavailable: the form starts empty, as before
  }
}

/** The route kept to book again, or null (none, or unreadable). */
export function readRouteToRebook(): RebookRoute | null {
  try {
    const raw = sessionStorage.getItem(storageKeys.rebookRoute);
    if (raw === null) return null;
    const parsed = routeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetRouteToRebook(): void {
  try {
    sessionStorage.removeItem(storageKeys.rebookRoute);
  } catch {
    // nothing kept
  }
}
