import {
  PLACE_RESULTS_MAX,
  type PlaceResult,
  type ReversePlaceResponse,
} from '@fairfare/contracts/places';
import type { DbOrTrx } from '../../db/database.ts';
import { getActiveCity } from '../cities/service.ts';
import type { Geocoder } from './geocoder.ts';
import { matchPlaces } from './match.ts';
import { boxAround, NEAREST_PLACE_MAX_METERS, nearestPlace } from './nearest.ts';
import { placesRepo } from './repo.ts';

/**
 * Up to 10 named places of a served city matching the text, then the geocoder's results when one
 * is configured (asked at the same time; its failures give no results). 404 for an unknown city.
 */
export async function searchPlaces(
  db: DbOrTrx,
  query: { q: string; city_id: number },
  geocoder?: Geocoder,
): Promise<PlaceResult[]> {
  await getActiveCity(db, query.city_id);
  const [places, geocoded] = await Promise.all([
    placesRepo.listByCity(db, query.city_id),
    geocoder ? geocoder.search(query.q) : [],
  ]);
  return [...matchPlaces(places, query.q, PLACE_RESULTS_MAX), ...geocoded];
}

/**
 * What to call a point: the nearest named place within 150 m (of the city, when one is given),
 * else the geocoder's address when one is configured, else nothing. 404 for an unknown city.
 */
export async function reversePlace(
  db: DbOrTrx,
  query: { lat: number; lng: number; city_id?: number | undefined },
  geocoder?: Geocoder,
): Promise<ReversePlaceResponse> {
  if (query.city_id !== undefined) await getActiveCity(db, query.city_id);
  const candidates = await placesRepo.listInBox(
    db,
    boxAround(query, NEAREST_PLACE_MAX_METERS),
    query.city_id,
  );
  const named = nearestPlace(candidates, query, NEAREST_PLACE_MAX_METERS);
  if (named) {
    return { place: { address: named.place_name, lat: named.place_lat, lng: named.place_lng } };
  }
  return { place: geocoder ? await geocoder.reverse(query.lat, query.lng) : null };
}
