import { greatCircleKm } from '@fairfare/contracts/fare';
import {
  FAVOURITES_MAX,
  RECENT_PLACES_MAX,
  type RecentPlace,
  type SavedPlaceKind,
} from '@fairfare/contracts/savedPlaces';
import { SAME_PLACE_MAX_KM } from '@fairfare/contracts/booking';
import type { MessageKey, MessageParams } from '@fairfare/contracts/messages';

/** What the rules need of a stored place. */
export interface StoredPlace {
  saved_place_id: number;
  kind: string;
  name: string;
  lat: number;
  lng: number;
}

/**
 * How a save changes the rider's places: insert a new row or update one, after removing the rows
 * it replaces (the Home or Work there was, when another place becomes Home or Work).
 */
export type SavePlan =
  { action: 'insert'; removeIds: number[] } | { action: 'update'; id: number; removeIds: number[] };

export type SaveRefusal = { error: MessageKey; status: 404 | 409; params?: MessageParams };

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The plan of a save (issue 14), from all of the rider's places read under their lock:
 * - with an id, that place changes (404 when it is not among the rider's);
 * - Home and Work are one each: saving one without an id changes the one there is (else adds it),
 *   and making another place Home or Work removes the one there was;
 * - a favourite needs a name no other favourite has (409 `savedPlaces.nameTaken`, whatever the
 *   case), and there are at most FAVOURITES_MAX of them (409 `savedPlaces.favouritesFull`).
 */
export function planSave(
  places: readonly StoredPlace[],
  request: { saved_place_id?: number | undefined; kind: SavedPlaceKind; name: string },
): SavePlan | SaveRefusal {
  const edited =
    request.saved_place_id === undefined
      ? undefined
      : places.find((p) => p.saved_place_id === request.saved_place_id);
  if (request.saved_place_id !== undefined && !edited) {
    return { error: 'savedPlaces.notFound', status: 404 };
  }
  const others = places.filter((p) => p !== edited);

  if (request.kind !== 'favourite') {
    const current = others.find((p) => p.kind === request.kind);
    if (edited)
      return {
        action: 'update',
        id: edited.saved_place_id,
        removeIds: current ? [current.saved_place_id] : [],
      };
    return current
      ? { action: 'update', id: current.saved_place_id, removeIds: [] }
      : { action: 'insert', removeIds: [] };
  }

  const favourites = others.filter((p) => p.kind === 'favourite');
  const taken = favourites.find((p) => sameName(p.name, request.name));
  if (taken) return { error: 'savedPlaces.nameTaken', status: 409, params: { name: taken.name } };
  if (favourites.length >= FAVOURITES_MAX) {
    return { error: 'savedPlaces.favouritesFull', status: 409, params: { max: FAVOURITES_MAX } };
  }
  return edited
    ? { action: 'update', id: edited.saved_place_id, removeIds: [] }
    : { action: 'insert', removeIds: [] };
}

export function isRefusal(plan: SavePlan | SaveRefusal): plan is SaveRefusal {
  return 'error' in plan;
}

const KIND_ORDER: Record<string, number> = { home: 0, work: 1, favourite: 2 };

/** Home, then Work, then the favourites in the order they were added. */
export function orderPlaces<T extends StoredPlace>(places: readonly T[]): T[] {
  return [...places].sort(
    (a, b) =>
      (KIND_ORDER[a.kind] ?? 3) - (KIND_ORDER[b.kind] ?? 3) || a.saved_place_id - b.saved_place_id,
  );
}

/** A pickup or drop of a trip, and when the trip was booked. */
export interface TripPlace {
  address: string;
  lat: number;
  lng: number;
  used_at: number;
}

/** One trip's places as the repo reads them. */
export interface TripEnds {
  trip_from_loc: string;
  trip_from_lat: number;
  trip_from_lng: number;
  trip_to_loc: string;
  trip_to_lat: number;
  trip_to_lng: number;
  created_at: number;
}

const placeKey = (p: { address: string; lat: number; lng: number }) =>
  `${p.address.trim().toLowerCase()}|${p.lat.toFixed(4)}|${p.lng.toFixed(4)}`;

/**
 * The rider's recent places: the pickups and drops of their trips (given newest first), a trip's
 * pickup before its drop, each place once (same text at the same point, to about 10 m), leaving
 * out any within 20 m of a saved place (which is offered already); at most `max`.
 */
export function recentPlaces(
  trips: readonly TripEnds[],
  saved: readonly { lat: number; lng: number }[],
  max = RECENT_PLACES_MAX,
): RecentPlace[] {
  const seen = new Set<string>();
  const recent: RecentPlace[] = [];
  for (const trip of trips) {
    const ends: TripPlace[] = [
      {
        address: trip.trip_from_loc,
        lat: trip.trip_from_lat,
        lng: trip.trip_from_lng,
        used_at: trip.created_at,
      },
      {
        address: trip.trip_to_loc,
        lat: trip.trip_to_lat,
        lng: trip.trip_to_lng,
        used_at: trip.created_at,
      },
    ];
    for (const place of ends) {
      const key = placeKey(place);
      if (place.address.trim() === '' || seen.has(key)) continue;
      seen.add(key);
      if (saved.some((s) => greatCircleKm(s, place) < SAME_PLACE_MAX_KM)) continue;
      recent.push(place);
      if (recent.length >= max) return recent;
    }
  }
  return recent;
}
